/**
 * The embedded server as `src/server/main.ts` runs it (real config, adapters, token checks, the
 * upload sweep), with faults a crash test asks for through the environment:
 * - `CRASH_AFTER_CLAIMS=n`: the process kills itself with SIGKILL right after the n-th file claim
 *   succeeds, i.e. between claiming an application's files and storing the application;
 * - `CLOCK_OFFSET_MS=ms`: the clock runs that far ahead (a restart "after the lease").
 * Run as `node --import tsx src/server/testing/fault-injected-server.ts`; prints the same
 * "embedded backend on …" line as main.ts.
 */
import type { FileStore } from "~/core/ports";
import { createEmbeddedServer } from "../app";
import { createTokenVerifier } from "../auth/verify-token";
import { loadConfig } from "../config";
import { createEmbeddedPorts } from "../ports";

const log = (message: string) => console.log(message);

function crashAfterClaims(files: FileStore, limit: number): void {
  const claim = files.claim.bind(files);
  let claims = 0;
  files.claim = async (path, applicationId, claimedAt) => {
    const outcome = await claim(path, applicationId, claimedAt);
    if (outcome === "claimed" && ++claims >= limit) process.kill(process.pid, "SIGKILL");
    return outcome;
  };
}

const config = loadConfig();
const ports = createEmbeddedPorts(config, log);
const crashAfter = Number(process.env.CRASH_AFTER_CLAIMS ?? 0);
if (crashAfter > 0) crashAfterClaims(ports.files, crashAfter);
const offset = Number(process.env.CLOCK_OFFSET_MS ?? 0);
if (offset) ports.clock = { now: () => new Date(Date.now() + offset) };

const tokens = createTokenVerifier({
  projectId: config.FIREBASE_PROJECT_ID,
  authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
});
const app = createEmbeddedServer({
  ports,
  tokens,
  dataDir: config.dataDir,
  rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
  authEmulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
  log,
  uploadLimits: { maxUnfinishedUploadsPerAddress: 10_000, maxBytesPerHourPerAddress: Number.MAX_SAFE_INTEGER },
});
const address = await app.listen(config.PORT, config.HOST);
log(`[server] embedded backend on http://${address.address}:${address.port}/`);
process.on("SIGTERM", () => {
  void app.close().then(() => {
    ports.documents.close();
    process.exit(0);
  });
});
