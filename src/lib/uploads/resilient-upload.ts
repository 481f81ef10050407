import { BackendError, type UploadOptions, type UploadPhase } from "../backend/types";
import { fileFingerprint } from "./fingerprint";
import type { ResumeStore } from "./resume-store";
import { retryDelay, scheduleRetry, type ScheduledRetry } from "./retry-schedule";
import { STALL_AFTER_MS, watchForStall } from "./stall-watch";
import { pageTimers, type Timers } from "./timers";

/** What one attempt tells the engine; calls from an attempt the engine has moved on from are ignored. */
export interface AttemptEvents<T> {
  /** The server opened (or still holds) the unfinished upload at this address. */
  session(sessionUrl: string): void;
  /** The server answered a check of an existing session: it holds `offset` bytes. */
  checked(offset: number): void;
  /** The server confirmed it holds `offset` bytes after a chunk. */
  confirmed(offset: number): void;
  /** Bytes are leaving on the connection, not yet confirmed: the upload is alive. `sent` counts
   *  the bytes of the file handed to the connection so far, when the transport knows. */
  moving(sent?: number): void;
  succeeded(result: T): void;
  failed(error: unknown): void;
}

/** A way of moving bytes (Cloud Storage's resumable upload). */
export interface UploadTransport<T> {
  /** Starts one attempt: continues the session at `sessionUrl` from what the server holds (a new
   *  session when it is gone), or opens a new one. Answers how to stop it without discarding it. */
  attempt(sessionUrl: string | null, events: AttemptEvents<T>): { stop(): void };
  /** Whether trying again may help (connection lost, server busy), unlike a refusal. */
  retryable(error: unknown): boolean;
  /** The failure the caller sees, with a storage code and a human message. */
  toError(error: unknown): BackendError;
  /** Deletes an unfinished session (the upload was cancelled). */
  discard(sessionUrl: string): Promise<void>;
  /** The signed-in user's uid, who owns what is uploaded now. */
  ownerUid(): Promise<string | null>;
}

export interface ResilienceSettings {
  resumeStore: ResumeStore;
  /** Fingerprints uploading in this page now: a second copy of the same file starts its own session. */
  inFlight: Set<string>;
  retryDelays?: readonly number[];
  stallAfterMs?: number;
  timers?: Timers;
}

const canceled = () => new BackendError("Upload cancelled", undefined, "storage/canceled");
const stalled = () =>
  new BackendError(
    "The upload stopped moving. Please check your internet connection.",
    undefined,
    "storage/network-request-failed",
  );

/**
 * Uploads `file` through `transport` so that a creator's work survives a shaky connection:
 * progress counts only bytes the server confirmed; failures are retried on a backoff schedule
 * (reset by any progress); a stall (nothing moving for STALL_AFTER_MS) cuts the hung request and
 * continues from the server's offset; and a file picked again after a reload continues the
 * unfinished upload its owner left behind (docs/architecture.md "Uploads").
 */
export async function resilientUpload<T>(
  transport: UploadTransport<T>,
  file: File,
  options: UploadOptions,
  settings: ResilienceSettings,
): Promise<T> {
  const { signal } = options;
  if (signal?.aborted) throw canceled();
  const [fingerprint, ownerUid] = await Promise.all([
    fileFingerprint(file).catch(() => null),
    transport.ownerUid().catch(() => null),
  ]);
  if (signal?.aborted) throw canceled();
  // Resume data is only kept for a file whose owner is known and that is not already uploading here.
  const key = fingerprint && ownerUid && !settings.inFlight.has(fingerprint) ? fingerprint : null;
  if (key) settings.inFlight.add(key);
  const stored = key && ownerUid ? settings.resumeStore.find(key, ownerUid) : null;

  return new Promise<T>((resolve, reject) =>
    driveUpload({ transport, file, options, settings, key, ownerUid, stored }, resolve, reject),
  );
}

interface UploadRun<T> {
  transport: UploadTransport<T>;
  file: File;
  options: UploadOptions;
  settings: ResilienceSettings;
  /** The file's fingerprint when resume data is kept for it. */
  key: string | null;
  ownerUid: string | null;
  /** The unfinished session an earlier page left for this file and owner. */
  stored: ReturnType<ResumeStore["find"]> | null;
}

// eslint-disable-next-line max-lines-per-function -- one upload's state machine: its short, named handlers share the attempt's state (offsets, failures, phase), which a split would pass around in every call
function driveUpload<T>(
  { transport, file, options, settings, key, ownerUid, stored }: UploadRun<T>,
  resolve: (result: T) => void,
  reject: (error: unknown) => void,
): void {
  const { signal } = options;
  const timers = settings.timers ?? pageTimers;
  let sessionUrl = stored?.sessionUrl ?? null;
  let resumePending = stored !== null;
  let confirmedSoFar = 0;
  let sentSoFar = 0;
  let failures = 0;
  let attemptNumber = 0;
  let current: { stop(): void } | null = null;
  let retry: ScheduledRetry | null = null;
  let phase: UploadPhase["phase"] | null = null;
  let done = false;
  const watch = watchForStall(onStall, { afterMs: settings.stallAfterMs ?? STALL_AFTER_MS, timers });

  function report(next: UploadPhase): void {
    if (next.phase === "uploading" && phase === "uploading") return;
    phase = next.phase;
    options.onPhase?.(next);
  }

  function finish(outcome: () => void, forget: boolean): void {
    done = true;
    watch.stop();
    retry?.cancel();
    current?.stop();
    signal?.removeEventListener("abort", onAbort);
    if (key) {
      settings.inFlight.delete(key);
      if (forget) settings.resumeStore.remove(key);
    }
    outcome();
  }

  function confirm(offset: number): void {
    watch.touch();
    report({ phase: "uploading" });
    if (offset <= confirmedSoFar) return;
    confirmedSoFar = offset;
    failures = 0;
    options.onProgress?.(offset, file.size);
  }

  function start(): void {
    retry = null;
    const attempt = ++attemptNumber;
    const live =
      <A extends unknown[]>(handle: (...args: A) => void) =>
      (...args: A) => {
        if (!done && attempt === attemptNumber) handle(...args);
      };
    watch.touch();
    current = transport.attempt(sessionUrl, {
      session: live((url) => {
        if (url === sessionUrl) return;
        // A new session: the stored one (if any) was gone; the server's 24 hours start now.
        resumePending = false;
        sessionUrl = url;
        if (key && ownerUid) settings.resumeStore.save(key, { sessionUrl: url, ownerUid, createdAt: Date.now() });
      }),
      checked: live((offset) => {
        if (resumePending) {
          resumePending = false;
          options.onResume?.(offset);
        }
        confirm(offset);
      }),
      confirmed: live(confirm),
      moving: live((sent?: number) => {
        watch.touch();
        if (sent !== undefined && sent > sentSoFar) {
          sentSoFar = sent;
          options.onSent?.(Math.min(sent, file.size), file.size);
        }
      }),
      succeeded: live((result) => {
        confirm(file.size);
        finish(() => resolve(result), true);
      }),
      failed: live(onFailure),
    });
  }

  function onFailure(error: unknown): void {
    current = null;
    if (!transport.retryable(error)) return finish(() => reject(transport.toError(error)), true);
    failures += 1;
    retry = scheduleRetry(failures, start, { delays: settings.retryDelays, timers });
    // Spent: the session stays stored, so picking the file again later continues it.
    if (!retry) return finish(() => reject(transport.toError(error)), false);
    watch.stop();
    report({ phase: "retrying", attempt: failures, delayMs: retry.delayMs });
  }

  function onStall(): void {
    report({ phase: "stalled" });
    current?.stop();
    current = null;
    failures += 1;
    if (retryDelay(failures, settings.retryDelays) === null) return finish(() => reject(stalled()), false);
    // The quiet period was the wait: ask the server where it stands (HEAD) and carry on from there.
    start();
  }

  function onAbort(): void {
    if (done) return;
    const unfinished = sessionUrl;
    finish(() => reject(canceled()), true);
    if (unfinished) void transport.discard(unfinished).catch(() => undefined);
  }

  signal?.addEventListener("abort", onAbort, { once: true });
  report({ phase: "uploading" });
  options.onProgress?.(0, file.size);
  start();
}
