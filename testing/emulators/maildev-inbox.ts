import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { inboxAuthorization, MAILDEV_BIN, maildevArgs } from "../../scripts/local-inbox.ts";
import { freePort, waitForPort } from "../../scripts/emulators/index.ts";

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
  // A login of its own, as the stacks' inbox has (scripts/local-inbox.ts).
  const credentials = { user: "inbox", password: randomBytes(18).toString("base64url") };
  const child = spawn(
    process.execPath,
    [path.resolve(MAILDEV_BIN), ...maildevArgs({ smtpPort, webPort, credentials, mailDirectory })],
    {
      stdio: "ignore",
    },
  );
  await Promise.all([waitForPort(smtpPort), waitForPort(webPort)]);

  async function all(): Promise<CapturedMail[]> {
    const response = await fetch(`http://127.0.0.1:${webPort}/email`, {
      headers: { authorization: inboxAuthorization(credentials) },
    });
    if (!response.ok) throw new Error(`maildev answered ${response.status}`);
    return (await response.json()) as CapturedMail[];
  }

  return {
    smtpPort,
    webPort,
    credentials,
    all,
    /**
     * Mail sent to `address`, waiting because delivery is asynchronous: most e-mails go through the
     * outbox's trigger, whose first run starts a worker.
     */
    async to(address: string, { atLeast = 1, timeoutMs = 15_000 } = {}): Promise<CapturedMail[]> {
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
