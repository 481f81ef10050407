import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock, type ManualClock } from "~/core/testing/fakes";
import { anonymousUser, bearer, type TestUser } from "~/testing/auth-users";
import { submitApplication } from "~/testing/application-requests";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { createUploadRequest, patchRequest, uploadVideo } from "../../testing/tus-requests";

const HOUR = 60 * 60 * 1000;

let server: TestServer;
let clock: ManualClock;
let alice: TestUser;

beforeAll(async () => {
  clock = createManualClock(new Date().toISOString());
  server = await startTestServer({ clock, uploadLimits: { sweepIntervalMs: 50 } });
  alice = await anonymousUser();
});
afterAll(() => server.close());

const onDisk = (objectPath: string) => path.join(server.dataDir, "files", "objects", objectPath);
const unfinishedOnDisk = () => readdirSync(path.join(server.dataDir, "tus"));

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("clean-up of uploads nobody uses", () => {
  it("removes unused finished files and abandoned uploads after 24 hours, and keeps files of applications", async () => {
    const unused = await uploadVideo(server.baseUrl, alice, { name: "unused.mp4" });
    const used = await uploadVideo(server.baseUrl, alice, { name: "used.mp4" });
    const usedFile = { name: used.name, url: used.url, size: used.size };
    expect((await submitApplication(server.baseUrl, alice, [usedFile])).status).toBe(201);
    const abandoned = await createUploadRequest(server.baseUrl, alice, {
      name: "half.mp4",
      type: "video/mp4",
      size: 100,
    });
    const abandonedAt = new URL(abandoned.headers.get("location") ?? "", server.baseUrl).toString();
    expect((await patchRequest(abandonedAt, alice, new Uint8Array(50))).status).toBe(204);

    clock.advance(23 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(onDisk(unused.path))).toBe(true);
    expect(unfinishedOnDisk()).toHaveLength(2);

    // Uploaded just before the deadline of the others: still fresh after it.
    const recent = await uploadVideo(server.baseUrl, alice, { name: "recent.mp4" });
    clock.advance(2 * HOUR);
    await eventually(() => !existsSync(onDisk(unused.path)) && unfinishedOnDisk().length === 0);
    expect(existsSync(onDisk(used.path))).toBe(true);
    expect(existsSync(onDisk(recent.path))).toBe(true);
    expect((await fetch(server.baseUrl + unused.url)).status).toBe(404);
    const head = await fetch(abandonedAt, { method: "HEAD", headers: { ...bearer(alice), "tus-resumable": "1.0.0" } });
    expect(head.status).toBe(404);
  });

  it("keeps, and locks, files that an application refers to but never claimed (older data)", async () => {
    const bob = await anonymousUser();
    const legacy = await uploadVideo(server.baseUrl, bob, { name: "legacy.mp4" });
    await server.ports.documents.set("creator_applications", "legacy-application", {
      firstName: "Old",
      email: "old@example.com",
      status: "pending",
      submittedAt: clock.now().toISOString(),
      uploadedFiles: [{ name: legacy.name, url: legacy.url, size: legacy.size }],
    });
    clock.advance(25 * HOUR);
    await eventually(
      async () => (await server.ports.files.listUploads(bob.uid))[0]?.applicationId === "legacy-application",
    );
    expect(existsSync(onDisk(legacy.path))).toBe(true);
    const removal = await fetch(server.baseUrl + legacy.url, { method: "DELETE", headers: bearer(bob) });
    expect(removal.status).toBe(409);
  });
});
