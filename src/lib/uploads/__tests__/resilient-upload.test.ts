import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError, type UploadPhase } from "~/lib/backend";
import { fileFingerprint } from "../fingerprint";
import { resilientUpload, type AttemptEvents, type UploadTransport } from "../resilient-upload";
import { createResumeStore, memoryStorage, type ResumeStore } from "../resume-store";
import { STALL_AFTER_MS } from "../stall-watch";

type Stored = { url: string };
interface Attempt {
  sessionUrl: string | null;
  events: AttemptEvents<Stored>;
  stopped: boolean;
}

/** A transport whose attempts the test drives by hand; "network" failures are retryable. */
function fakeTransport(owner: string | null = "u1") {
  const attempts: Attempt[] = [];
  const transport: UploadTransport<Stored> = {
    attempt(sessionUrl, events) {
      const attempt: Attempt = { sessionUrl, events, stopped: false };
      attempts.push(attempt);
      return { stop: () => void (attempt.stopped = true) };
    },
    retryable: (error) => error === "network",
    toError: (error) =>
      new BackendError(
        String(error),
        undefined,
        error === "network" ? "storage/network-request-failed" : "storage/invalid-argument",
      ),
    discard: vi.fn(async () => undefined),
    ownerUid: async () => owner,
  };
  return { transport, attempts };
}

const file = new File([new Uint8Array(10).fill(7)], "clip.mp4", { type: "video/mp4" });
let store: ResumeStore;
let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  vi.useFakeTimers();
  storage = memoryStorage();
  store = createResumeStore({ storage });
});
afterEach(() => vi.useRealTimers());

function start(
  transport: UploadTransport<Stored>,
  options: Parameters<typeof resilientUpload>[2] = {},
  settings: { retryDelays?: number[] } = {},
) {
  const promise = resilientUpload(transport, file, options, { resumeStore: store, inFlight: new Set(), ...settings });
  promise.catch(() => undefined);
  return promise;
}

/** Lets the fingerprint (real SHA-256) finish and the first attempt start. */
const attempted = (attempts: Attempt[], count = 1) => vi.waitFor(() => expect(attempts).toHaveLength(count));

describe("resilient upload", () => {
  it("reports only what the server confirmed, never bytes merely sent, and answers the result", async () => {
    const { transport, attempts } = fakeTransport();
    const onProgress = vi.fn();
    const onPhase = vi.fn();
    const pending = start(transport, { onProgress, onPhase });
    await attempted(attempts);

    const { events } = attempts[0]!;
    events.session("/uploads/s1");
    events.moving();
    events.confirmed(4);
    events.succeeded({ url: "/files/clip.mp4" });

    await expect(pending).resolves.toEqual({ url: "/files/clip.mp4" });
    expect(onProgress.mock.calls).toEqual([
      [0, 10],
      [4, 10],
      [10, 10],
    ]);
    expect(onPhase.mock.calls).toEqual([[{ phase: "uploading" }]]);
    expect(store.find(await fileFingerprint(file), "u1")).toBeNull();
  });

  it("retries on the backoff schedule from the same session; progress starts the count again", async () => {
    const { transport, attempts } = fakeTransport();
    const phases: UploadPhase[] = [];
    start(transport, { onPhase: (phase) => phases.push(phase) });
    await attempted(attempts);
    attempts[0]!.events.session("/uploads/s1");
    attempts[0]!.events.failed("network");
    expect(phases.at(-1)).toEqual({ phase: "retrying", attempt: 1, delayMs: 1_000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts[1]!.sessionUrl).toBe("/uploads/s1");
    attempts[1]!.events.failed("network");
    expect(phases.at(-1)).toEqual({ phase: "retrying", attempt: 2, delayMs: 2_000 });

    await vi.advanceTimersByTimeAsync(2_000);
    attempts[2]!.events.checked(6);
    expect(phases.at(-1)).toEqual({ phase: "uploading" });
    attempts[2]!.events.failed("network");
    expect(phases.at(-1)).toEqual({ phase: "retrying", attempt: 1, delayMs: 1_000 });
  });

  it("gives up after the schedule with the storage code, keeping the session to resume later", async () => {
    const { transport, attempts } = fakeTransport();
    const pending = start(transport, {}, { retryDelays: [10, 20] });
    await attempted(attempts);
    attempts[0]!.events.session("/uploads/s1");
    attempts[0]!.events.failed("network");
    await vi.advanceTimersByTimeAsync(10);
    attempts[1]!.events.failed("network");
    await vi.advanceTimersByTimeAsync(20);
    attempts[2]!.events.failed("network");

    await expect(pending).rejects.toMatchObject({ code: "storage/network-request-failed" });
    expect(store.find(await fileFingerprint(file), "u1")?.sessionUrl).toBe("/uploads/s1");
  });

  it("does not retry a refusal, and forgets its session", async () => {
    const { transport, attempts } = fakeTransport();
    const pending = start(transport);
    await attempted(attempts);
    attempts[0]!.events.session("/uploads/s1");
    attempts[0]!.events.failed("not a video");

    await expect(pending).rejects.toMatchObject({ code: "storage/invalid-argument", message: "not a video" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(1);
    expect(store.find(await fileFingerprint(file), "u1")).toBeNull();
  });

  it("reports a stall when nothing moves, cuts the request and asks the server where it stands", async () => {
    const { transport, attempts } = fakeTransport();
    const phases: UploadPhase[] = [];
    const onProgress = vi.fn();
    start(transport, { onPhase: (phase) => phases.push(phase), onProgress });
    await attempted(attempts);
    attempts[0]!.events.session("/uploads/s1");
    attempts[0]!.events.confirmed(2);
    await vi.advanceTimersByTimeAsync(STALL_AFTER_MS - 1);
    attempts[0]!.events.moving();
    await vi.advanceTimersByTimeAsync(STALL_AFTER_MS - 1);
    expect(phases).not.toContainEqual({ phase: "stalled" });

    await vi.advanceTimersByTimeAsync(1);
    expect(phases.at(-1)).toEqual({ phase: "stalled" });
    expect(attempts[0]!.stopped).toBe(true);
    expect(attempts[1]!.sessionUrl).toBe("/uploads/s1");
    attempts[0]!.events.confirmed(9);
    attempts[1]!.events.checked(6);
    expect(phases.at(-1)).toEqual({ phase: "uploading" });
    expect(onProgress.mock.calls.map(([bytes]) => bytes)).toEqual([0, 2, 6]);
  });

  it("gives up when the connection keeps stalling", async () => {
    const { transport, attempts } = fakeTransport();
    const pending = start(transport, {}, { retryDelays: [10] });
    await attempted(attempts);
    await vi.advanceTimersByTimeAsync(STALL_AFTER_MS * 2);
    await expect(pending).rejects.toMatchObject({ code: "storage/network-request-failed" });
  });

  it("continues the owner's stored session and reports the resume once", async () => {
    store.save(await fileFingerprint(file), { sessionUrl: "/uploads/old", ownerUid: "u1", createdAt: Date.now() });
    const { transport, attempts } = fakeTransport("u1");
    const onResume = vi.fn();
    start(transport, { onResume });
    await attempted(attempts);

    expect(attempts[0]!.sessionUrl).toBe("/uploads/old");
    attempts[0]!.events.checked(7);
    attempts[0]!.events.failed("network");
    await vi.advanceTimersByTimeAsync(1_000);
    attempts[1]!.events.checked(7);
    expect(onResume.mock.calls).toEqual([[7]]);
  });

  it("never continues someone else's session, and replaces one the server no longer has", async () => {
    const fingerprint = await fileFingerprint(file);
    store.save(fingerprint, { sessionUrl: "/uploads/theirs", ownerUid: "u2", createdAt: Date.now() });
    const other = fakeTransport("u1");
    start(other.transport);
    await attempted(other.attempts);
    expect(other.attempts[0]!.sessionUrl).toBeNull();

    store.save(fingerprint, { sessionUrl: "/uploads/gone", ownerUid: "u1", createdAt: Date.now() });
    const onResume = vi.fn();
    const mine = fakeTransport("u1");
    start(mine.transport, { onResume });
    await attempted(mine.attempts);
    mine.attempts[0]!.events.session("/uploads/fresh");
    mine.attempts[0]!.events.confirmed(3);
    expect(onResume).not.toHaveBeenCalled();
    expect(store.find(fingerprint, "u1")?.sessionUrl).toBe("/uploads/fresh");
  });

  it("on abort stops, deletes the unfinished upload on the server, forgets it and rejects as cancelled", async () => {
    const { transport, attempts } = fakeTransport();
    const controller = new AbortController();
    const pending = start(transport, { signal: controller.signal });
    await attempted(attempts);
    attempts[0]!.events.session("/uploads/s1");

    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "storage/canceled" });
    expect(attempts[0]!.stopped).toBe(true);
    expect(transport.discard).toHaveBeenCalledWith("/uploads/s1");
    expect(storage.getItem("creator-uploads:resumable")).toBeNull();
    await vi.advanceTimersByTimeAsync(STALL_AFTER_MS * 2);
    expect(attempts).toHaveLength(1);
  });
});
