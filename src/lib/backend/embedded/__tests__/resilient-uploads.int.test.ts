import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadPhase } from "~/lib/backend";
import { fileFingerprint } from "~/lib/uploads/fingerprint";
import { createResumeStore, memoryStorage } from "~/lib/uploads/resume-store";
import { startRealBackend, type RealBackend } from "~/testing/real-backend";
import { startUnreliableProxy, type UnreliableProxy } from "~/testing/unreliable-proxy";
import { paddedVideo } from "~/testing/padded-video";
import { openUploadTab } from "~/testing/upload-tab";

const MIB = 1024 * 1024;
/** Sizes in the tests: past the first chunks whatever size they grow to. */
const EIGHT_MIB = 8 * MIB;

let real: RealBackend;
let proxy: UnreliableProxy;
/** As over a phone link: bytes wait in socket buffers, "sent" well before the server has them. */
let slowProxy: UnreliableProxy;

beforeAll(async () => {
  real = await startRealBackend();
  proxy = await startUnreliableProxy(real.server.baseUrl);
  slowProxy = await startUnreliableProxy(real.server.baseUrl, { bytesPerSecond: 16 * MIB });
});
afterAll(async () => {
  await Promise.all([proxy.close(), slowProxy.close()]);
  await real.close();
});

/** A real video padded to `size` bytes (it passes the server's content check); `seed` varies the padding. */
const video = (size: number, name = "take.mp4", seed = 0) => paddedVideo(size, { name, seed });

/** A tab of the browser whose localStorage is `storage`, uploading through the unreliable proxy. */
function tabOf(storage = memoryStorage(), settings: { stallAfterMs?: number; through?: UnreliableProxy } = {}) {
  return openUploadTab((settings.through ?? proxy).origin, {
    getIdToken: () => real.backend.auth.getIdToken(),
    resumeStore: createResumeStore({ storage }),
    retryDelays: [20, 40, 80],
    stallAfterMs: settings.stallAfterMs,
  });
}

/** The stored file as the server keeps it on disk. */
async function onDisk(url: string): Promise<Buffer> {
  const objectPath = decodeURIComponent(url.replace(/^\/files\//, ""));
  return readFile(path.join(real.server.dataDir, "files", "objects", objectPath));
}

const bytesOf = async (file: File) => Buffer.from(await file.arrayBuffer());

/** How much the server holds of the unfinished upload at `sessionUrl`, asked of it directly (HEAD). */
async function serverOffset(sessionUrl: string): Promise<number> {
  const response = await fetch(new URL(new URL(sessionUrl).pathname, real.server.baseUrl), {
    method: "HEAD",
    headers: { "Tus-Resumable": "1.0.0", Authorization: `Bearer ${await real.backend.auth.getIdToken()}` },
  });
  return Number(response.headers.get("Upload-Offset"));
}

describe("an upload over a connection that fails", () => {
  it("is cut mid-chunk, retries on the schedule, continues from the server's offset and completes intact", async () => {
    await real.sessionAs("anonymous");
    const tab = tabOf();
    const file = video(EIGHT_MIB * 2 + 500);
    const phases: UploadPhase[] = [];
    const confirmed: number[] = [];
    const before = proxy.sentUpstream();
    proxy.faultAfter(EIGHT_MIB + 3 * MIB, "drop");

    const stored = await tab.uploads.upload(file, {
      onPhase: (phase) => phases.push(phase),
      onProgress: (bytes) => confirmed.push(bytes),
    });

    expect(phases).toContainEqual({ phase: "retrying", attempt: 1, delayMs: 20 });
    expect(phases.at(-1)).toEqual({ phase: "uploading" });
    expect(confirmed).toEqual([...confirmed].sort((a, b) => a - b));
    expect(confirmed.at(-1)).toBe(file.size);
    // Continued, not restarted: what the cut request delivered was not sent again.
    expect(proxy.sentUpstream() - before).toBeLessThan(file.size + 3 * MIB + 64 * 1024);
    expect((await onDisk(stored.url)).equals(await bytesOf(file))).toBe(true);
  });

  it("reports a hung connection as stalled, cuts it and carries on; progress never runs ahead of the server", async () => {
    const owner = await real.sessionAs("anonymous");
    const storage = memoryStorage();
    // Above the server's 3 s lock drain: a hung request the server never saw end holds the upload that long.
    const tab = tabOf(storage, { stallAfterMs: 4_000, through: slowProxy });
    const file = video(EIGHT_MIB * 2 + 500, "hung.mp4");
    const sessions = createResumeStore({ storage });
    const fingerprint = await fileFingerprint(file);
    let reported = 0;
    const atStall: Array<Promise<{ reported: number; server: number }>> = [];
    slowProxy.faultAfter(EIGHT_MIB + 4 * MIB, "freeze");

    const stored = await tab.uploads.upload(file, {
      onProgress: (bytes) => (reported = bytes),
      onPhase(phase) {
        if (phase.phase !== "stalled") return;
        const { sessionUrl } = sessions.find(fingerprint, owner!.uid)!;
        const shown = reported;
        atStall.push(serverOffset(sessionUrl).then((server) => ({ reported: shown, server })));
      },
    });

    expect(atStall.length).toBeGreaterThanOrEqual(1);
    const { reported: shown, server } = await atStall[0]!;
    expect(server).toBeGreaterThan(EIGHT_MIB);
    expect(server).toBeLessThan(file.size);
    expect(shown).toBeLessThanOrEqual(server);
    expect((await onDisk(stored.url)).equals(await bytesOf(file))).toBe(true);
  });
});

/** Starts uploading `file` in `tab` and closes the tab once the server confirmed the first chunk. */
async function closeAfterFirstChunk(tab: ReturnType<typeof tabOf>, file: File): Promise<void> {
  await new Promise<void>((closed) => {
    void tab.uploads.upload(file, {
      onProgress(bytes) {
        // Chunks start at 256 KiB and grow: a few are confirmed by 1 MiB.
        if (bytes < MIB) return;
        tab.close();
        closed();
      },
    });
  });
}

describe("resuming after a reload or a closed tab", () => {
  it("continues the same visitor's upload from the confirmed offset, sending less than the file", async () => {
    await real.sessionAs("anonymous");
    const storage = memoryStorage();
    const file = video(EIGHT_MIB * 2 + 500, "long take.mp4");
    await closeAfterFirstChunk(tabOf(storage), file);

    // The file picked again in a new tab: a new File object with the same name and bytes.
    const again = new File([await file.arrayBuffer()], file.name, { type: file.type });
    const resumedAt: number[] = [];
    const before = proxy.sentUpstream();
    const stored = await tabOf(storage).uploads.upload(again, { onResume: (offset) => resumedAt.push(offset) });

    expect(resumedAt).toHaveLength(1);
    expect(resumedAt[0]).toBeGreaterThanOrEqual(MIB);
    expect(proxy.sentUpstream() - before).toBeLessThan(file.size - resumedAt[0]! + 64 * 1024);
    expect((await onDisk(stored.url)).equals(await bytesOf(file))).toBe(true);
    // Finished: nothing is left to resume.
    expect(storage.getItem("creator-uploads:resumable")).toBeNull();
  });

  it("starts afresh for a different file of the same name and size", async () => {
    await real.sessionAs("anonymous");
    const storage = memoryStorage();
    await closeAfterFirstChunk(tabOf(storage), video(EIGHT_MIB * 2 + 500, "IMG_0001.MOV"));

    const other = video(EIGHT_MIB * 2 + 500, "IMG_0001.MOV", 1);
    const resumedAt: number[] = [];
    const stored = await tabOf(storage).uploads.upload(other, { onResume: (offset) => resumedAt.push(offset) });

    expect(resumedAt).toEqual([]);
    expect((await onDisk(stored.url)).equals(await bytesOf(other))).toBe(true);
  });

  it("starts afresh when the unfinished upload belongs to someone else", async () => {
    await real.sessionAs("anonymous");
    const storage = memoryStorage();
    const file = video(EIGHT_MIB * 2 + 500, "shared computer.mp4");
    await closeAfterFirstChunk(tabOf(storage), file);

    const next = await real.sessionAs("anonymous");
    const resumedAt: number[] = [];
    const stored = await tabOf(storage).uploads.upload(file, { onResume: (offset) => resumedAt.push(offset) });

    expect(resumedAt).toEqual([]);
    expect(stored.url).toContain(`/creator-uploads/${next!.uid}/`);
    expect((await onDisk(stored.url)).equals(await bytesOf(file))).toBe(true);
  });
});
