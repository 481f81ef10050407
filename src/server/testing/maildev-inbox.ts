import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "./free-port";

export interface CapturedMail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  /** Header names in lower case, as maildev parses them. */
  headers: Record<string, string>;
}

/** A private maildev (the same inbox `npm start` runs) on free ports, for reading sent mail. */
export async function startMaildevInbox() {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const mailDirectory = mkdtempSync(path.join(os.tmpdir(), "maildev-"));
  const child = spawn(
    path.resolve("node_modules/.bin/maildev"),
    [
      "--smtp",
      String(smtpPort),
      "--web",
      String(webPort),
      "--ip",
      "127.0.0.1",
      "--mail-directory",
      mailDirectory,
      "--silent",
    ],
    { stdio: "ignore" },
  );
  await Promise.all([waitForPort(smtpPort), waitForPort(webPort)]);

  async function all(): Promise<CapturedMail[]> {
    const response = await fetch(`http://127.0.0.1:${webPort}/email`);
    return (await response.json()) as CapturedMail[];
  }

  return {
    smtpPort,
    all,
    /** Mail sent to `address`, waiting briefly because delivery is asynchronous. */
    async to(address: string, { atLeast = 1, timeoutMs = 5_000 } = {}): Promise<CapturedMail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = (await all()).filter((mail) => mail.to.some((to) => to.address === address));
        if (mails.length >= atLeast || Date.now() > deadline) return mails;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      child.kill("SIGTERM");
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
