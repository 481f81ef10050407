/**
 * checkUpload must drain the worst backlog the upload caps allow: every grant alive at once (a day's
 * worth, from 25 UTC hours) finishing together. Recomputed from the options functions/src/index.ts
 * deploys, the drain time must be the one docs/security.md states.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_CAPS } from "@functions/core/handlers/open-upload";
import { endpointOf, type Endpoint } from "@testing/fixtures/function-endpoints";

let checkUpload: Endpoint;
let checkSeconds: number;

beforeAll(async () => {
  // What Cloud Functions sets: the storage trigger reads its bucket from it when the module loads.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: "demo-ugc-marketplace", storageBucket: "demo-bucket" });
  const module = (await import("@functions/index")) as Record<string, unknown>;
  checkUpload = endpointOf(module.checkUpload)!;
  checkSeconds = (module.CHECK_UPLOAD_CAPACITY as { checkSeconds: number }).checkSeconds;
});

describe("checkUpload's capacity", () => {
  it("drains the worst backlog the caps allow in the time docs/security.md states, each check within its timeout", () => {
    // Grants alive for L hours span L + 1 UTC hours of everyone's allowance.
    const backlog = (Math.ceil(UPLOAD_CAPS.grantLifetimeMs / 3_600_000) + 1) * UPLOAD_CAPS.everyonePerHour;
    const atOnce = checkUpload.maxInstances! * checkUpload.concurrency!;
    const drainSeconds = (backlog * checkSeconds) / atOnce;
    const security = readFileSync("docs/security.md", "utf8");
    expect(security).toContain(`**${backlog.toLocaleString("en-GB")} uploads can finish at once**`);
    expect(security).toContain(`= **${drainSeconds} s**`);
    expect(checkUpload.timeoutSeconds).toBeGreaterThanOrEqual(6 * checkSeconds);
    // Each check at once has at least 256 MiB: its moov (32 MiB) and walk with room to spare.
    expect(checkUpload.availableMemoryMb! / checkUpload.concurrency!).toBeGreaterThanOrEqual(256);
  });
});
