import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createSqliteDocumentStore } from "../adapters/sqlite-document-store";
import { DATABASE_FILE } from "../ports";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "crash-safety-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real entry point as its own process, so it can be killed like a crashed server. */
async function startServerProcess(): Promise<{ child: ChildProcess; baseUrl: string }> {
  // `node --import tsx` is one process; the tsx CLI would leave its child running after SIGKILL.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, SEED: "off", RATE_LIMIT_PER_MINUTE: "100000", SMTP_PORT: "9" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /embedded backend on (http:\/\/[\d.]+:\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, baseUrl };
}

function sendMessage(baseUrl: string, index: number): Promise<string | null> {
  return fetch(`${baseUrl}/api/contact-message`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Burst ${index}`, email: `burst-${index}@example.com`, message: `Message ${index}` }),
  })
    .then(async (response) => (response.status === 201 ? ((await response.json()) as { id: string }).id : null))
    .catch(() => null);
}

it("keeps every acknowledged write when the server is killed with SIGKILL mid-burst", async () => {
  const first = await startServerProcess();
  const acknowledged: string[] = [];
  let killed = false;
  let sent = 0;

  // Keep 20 writes in flight until the kill, which lands once 150 have been acknowledged.
  await new Promise<void>((resolve) => {
    const launch = (): void => {
      if (killed) return;
      const index = sent++;
      void sendMessage(first.baseUrl, index).then((id) => {
        if (id && !killed) acknowledged.push(id);
        if (!killed && acknowledged.length >= 150) {
          killed = true;
          first.child.kill("SIGKILL");
          resolve();
        }
        launch();
      });
    };
    for (let lane = 0; lane < 20; lane += 1) launch();
  });
  await new Promise((resolve) => first.child.once("exit", resolve));
  expect(sent).toBeGreaterThan(acknowledged.length);

  const second = await startServerProcess();
  expect(await sendMessage(second.baseUrl, 9999)).not.toBeNull();

  const store = createSqliteDocumentStore({ filename: path.join(dataDir, DATABASE_FILE) });
  try {
    const missing: string[] = [];
    for (const id of acknowledged) if (!(await store.get("contact_messages", id))) missing.push(id);
    expect(missing).toEqual([]);
  } finally {
    store.close();
    second.child.kill("SIGTERM");
  }
}, 60_000);
