import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { adminLoginLine } from "../../../scripts/admin-login.mjs";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-output-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const admin = { email: "admin@example.com", password: "s3cret-onboarding" };
const where = { mode: "dev", isTTY: true, ci: false, credentialsFile: ".data/admin-credentials.json" };

describe("the admin password is shown to a person at a terminal, never written to logs", () => {
  it("`npm start` on a terminal prints it (local onboarding)", () => {
    expect(adminLoginLine(admin, where)).toContain("s3cret-onboarding");
  });

  it.each([
    ["output piped to a file", { isTTY: false }],
    ["CI", { ci: true }],
    ["the e2e stack (serve)", { mode: "serve" }],
  ])("%s gets only where to find it", (_, change) => {
    const line = adminLoginLine(admin, { ...where, ...change }) ?? "";
    expect(line).not.toContain("s3cret-onboarding");
    expect(line).toContain("admin@example.com (password in .data/admin-credentials.json)");
  });

  it("the server's own seed log names the account and the file, not the password", async () => {
    const credentialsFile = path.join(dataDir, "admin-credentials.json");
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: "0",
        DATA_DIR: dataDir,
        SMTP_PORT: "9",
        // Its own account, so the shared emulator's admin password is left alone.
        ADMIN_EMAIL: `seed-output-${randomUUID()}@example.com`,
        ADMIN_CREDENTIALS_FILE: credentialsFile,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("embedded backend on")) resolve();
      });
      child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
    child.kill("SIGTERM");
    const { password } = JSON.parse(readFileSync(credentialsFile, "utf8")) as { password: string };
    expect(output).toContain(`admin account created`);
    expect(output).toContain(credentialsFile.split(path.sep).pop());
    expect(output).not.toContain(password);
  });
});
