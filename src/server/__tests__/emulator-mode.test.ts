import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEmbeddedServer } from "../app";
import { createTokenVerifier } from "../auth/verify-token";
import { isLoopbackHost, loadConfig, SINGLE_USER_NOTICE } from "../config";
import { createEmbeddedPorts } from "../ports";
import { anonymousUser, emailUser } from "~/testing/auth-users";
import { ADMIN_CLAIMS, forgeToken } from "../testing/forged-token";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "emulator-mode-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: "production",
  RECAPTCHA_SECRET: "secret",
  CONSENT_LINK_SECRET: "a-production-consent-link-secret-0123456789",
  PUBLIC_SITE_URL: "https://reelmark.example",
};

describe("configuration: the Auth emulator never reaches production", () => {
  it("refuses production with an emulator host, saying why", () => {
    expect(() => loadConfig({ ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST: refused in production.*unsigned/s,
    );
  });

  it("gives production no emulator and no seed by default", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(config.SEED).toBe("off");
    expect(() => loadConfig({ ...PRODUCTION, SEED: "on" })).toThrow(/SEED:/);
  });

  it("defaults to the local emulator in development, and an empty value turns it off", () => {
    expect(loadConfig({}).FIREBASE_AUTH_EMULATOR_HOST).toBe("127.0.0.1:9099");
    expect(loadConfig({}).SEED).toBe("on");
    const unset = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: "" });
    expect(unset.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(unset.SEED).toBe("off");
  });

  it.each(["0.0.0.0", "::", "192.168.1.20", "example.com"])("refuses to listen on %s in emulator mode", (HOST) => {
    expect(() => loadConfig({ HOST })).toThrow(/HOST: .* loopback only/);
    expect(loadConfig({ HOST, FIREBASE_AUTH_EMULATOR_HOST: "" }).HOST).toBe(HOST);
  });

  it("knows loopback addresses", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"]) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "10.0.0.1", "::ffff:10.0.0.1", "localhost.example.com"])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it("says at start, in one line, that the local stack is for a single-user machine", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, NODE_ENV: "test", SEED: "off", PORT: "0", DATA_DIR: dataDir, SMTP_PORT: "9" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("embedded backend on")) resolve();
      });
      child.once("exit", () => reject(new Error(output)));
    });
    child.kill("SIGTERM");
    const notices = output.split("\n").filter((line) => line.includes("single-user machine"));
    expect(notices).toEqual([`[server] ${SINGLE_USER_NOTICE}`]);
  });

  it("stops the real entry point in production with an emulator host, before listening", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        ...PRODUCTION,
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
        PORT: "0",
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/refused in production/);
    expect(output).not.toMatch(/embedded backend on/);
  });
});

describe("the server and the verifier enforce emulator mode too", () => {
  it("an emulator-mode server refuses to listen on a non-loopback address", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, SEED: "off" });
    const ports = createEmbeddedPorts(config, () => {});
    const tokens = createTokenVerifier({ projectId: config.FIREBASE_PROJECT_ID, authEmulatorHost: "127.0.0.1:9099" });
    const app = createEmbeddedServer({
      ports,
      tokens,
      dataDir,
      rateLimitPerMinute: 10,
      authEmulatorHost: "127.0.0.1:9099",
      log: () => {},
    });
    try {
      await expect(app.listen(0, "0.0.0.0")).rejects.toThrow(/loopback only/);
    } finally {
      await app.close();
      ports.documents.close();
      await tokens.close();
    }
  });

  it("without the emulator, an unsigned token is refused outright", async () => {
    const [member, anonymous] = await Promise.all([emailUser(), anonymousUser()]);
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const tokens = createTokenVerifier({ projectId: "demo-ugc-marketplace" });
    try {
      expect(await tokens.verify(member.idToken)).toBeNull();
      expect(await tokens.verify(forgeToken(anonymous, ADMIN_CLAIMS).idToken)).toBeNull();
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
      await tokens.close();
    }
  });

  it("a verifier configured without the emulator will not start while the environment names one", () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeTruthy();
    expect(() => createTokenVerifier({ projectId: "demo-ugc-marketplace" })).toThrow(/unsigned tokens/);
  });
});
