import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxAccepts, inboxAuthorization, inboxBannerLine, inboxCredentials, MAILDEV_BIN } from "../local-inbox.ts";
import { freePort, waitForPort } from "../emulators/index.ts";
import { startMaildevInbox } from "@testing/emulators/maildev-inbox";

type Inbox = Awaited<ReturnType<typeof startMaildevInbox>>;

describe("the local inbox (maildev, started with scripts/local-inbox.ts's arguments)", () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startMaildevInbox();
  });
  afterAll(() => inbox.stop());

  const url = () => `http://127.0.0.1:${inbox.webPort}/email`;

  it("refuses its API without the login (401), and with a wrong one", async () => {
    expect((await fetch(url())).status).toBe(401);
    const wrong = { user: inbox.credentials.user, password: "not-the-password-at-all" };
    expect((await fetch(url(), { headers: { authorization: inboxAuthorization(wrong) } })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${inbox.webPort}/`)).status).toBe(401);
  });

  it("answers a foreign origin's preflight without letting it read", async () => {
    const preflight = await fetch(url(), {
      method: "OPTIONS",
      headers: { origin: "http://evil.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(401);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers with the login", async () => {
    const response = await fetch(url(), { headers: { authorization: inboxAuthorization(inbox.credentials) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    await expect(inboxAccepts(inbox.webPort, inbox.credentials)).resolves.toBe(true);
  });

  it("does not take an inbox open to anyone for its own (a stack reusing it stops instead)", async () => {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const open = spawn(
      process.execPath,
      [
        path.resolve(MAILDEV_BIN),
        "--smtp",
        String(smtpPort),
        "--web",
        String(webPort),
        "--ip",
        "127.0.0.1",
        "--silent",
      ],
      { stdio: "ignore" },
    );
    try {
      await waitForPort(webPort);
      await expect(inboxAccepts(webPort, inbox.credentials)).resolves.toBe(false);
    } finally {
      open.kill("SIGTERM");
    }
  });
});

describe("the inbox login file", () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), "inbox-login-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("is generated once per data directory, readable by its owner only, and kept", () => {
    const file = path.join(directory, "nested", "inbox-credentials.json");
    const first = inboxCredentials(file);
    expect(first.user).toBe("inbox");
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(inboxCredentials(file)).toEqual(first);
    expect(inboxCredentials(path.join(directory, "other.json")).password).not.toBe(first.password);
  });

  it("is printed in the banner only for a person at a terminal", () => {
    const login = { user: "inbox", password: "p4ssw0rd-p4ssw0rd-xyz" };
    expect(inboxBannerLine(1080, login, { mode: "dev", isTTY: true, ci: false })).toContain(
      "login inbox / p4ssw0rd-p4ssw0rd-xyz",
    );
    const logged = inboxBannerLine(1080, login, { mode: "serve", isTTY: false, ci: true, credentialsFile: "x.json" });
    expect(logged).toContain("login in x.json");
    expect(logged).not.toContain(login.password);
  });
});
