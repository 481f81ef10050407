import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Clock } from "~/core/ports";
import { createEmbeddedServer, type EmbeddedServerOptions } from "../app";
import { createTokenVerifier, type TokenVerifier } from "../auth/verify-token";
import { loadConfig } from "../config";
import { createEmbeddedPorts, type EmbeddedPorts } from "../ports";

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  ports: EmbeddedPorts;
  close(): Promise<void>;
}

/** The real embedded server (real adapters, real token checks) on a free port with a temp data dir. */
export async function startTestServer(
  options: {
    smtpPort?: number;
    rateLimitPerMinute?: number;
    staticDir?: string;
    log?: (message: string) => void;
    uploadLimits?: EmbeddedServerOptions["uploadLimits"];
    liveLimits?: EmbeddedServerOptions["liveLimits"];
    /** Replaces the system clock (uploads are dated and swept by it). */
    clock?: Clock;
    /** Wraps the real token verifier, e.g. to withdraw a caller's admin rights mid-test. */
    wrapTokens?: (real: TokenVerifier) => TokenVerifier;
    maxConnectionsPerClient?: number;
    maxConnections?: number;
    logLimit?: EmbeddedServerOptions["logLimit"];
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "embedded-server-"));
  const log = options.log ?? (() => {});
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    PORT: "0",
    SMTP_PORT: String(options.smtpPort ?? 9),
    RATE_LIMIT_PER_MINUTE: String(options.rateLimitPerMinute ?? 10_000),
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
  });
  const ports = createEmbeddedPorts(config, log);
  if (options.clock) ports.clock = options.clock;
  const tokens = createTokenVerifier({
    projectId: config.FIREBASE_PROJECT_ID,
    authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
  });
  const app = createEmbeddedServer({
    ports,
    tokens: options.wrapTokens ? options.wrapTokens(tokens) : tokens,
    dataDir,
    staticDir: options.staticDir,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
    // Suites stand for many clients from one address (e.g. 200 concurrent sign-ups).
    maxConnectionsPerClient: options.maxConnectionsPerClient ?? 1_000,
    maxConnections: options.maxConnections,
    logLimit: options.logLimit,
    log,
    // Every suite uploads from 127.0.0.1; the per-address limits have their own tests.
    uploadLimits: {
      maxUnfinishedUploadsPerAddress: 10_000,
      maxBytesPerHourPerAddress: Number.MAX_SAFE_INTEGER,
      ...options.uploadLimits,
    },
    liveLimits: options.liveLimits,
  });
  const address = await app.listen(0);
  const baseUrl = `http://127.0.0.1:${address.port}`;
  // Links in e-mails point at this server, which also serves the site when `staticDir` is given.
  ports.config.siteUrl = baseUrl;
  return {
    baseUrl,
    dataDir,
    ports,
    async close() {
      await app.close();
      ports.documents.close();
      await tokens.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
