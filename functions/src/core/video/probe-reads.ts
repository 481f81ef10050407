import type { Clock, OpenedFile } from "../ports";
import type { ReadBytes } from "./boxes";
import { ProbeStopped } from "./not-a-video";

/**
 * Each request fetches at least this much, and the probe parses what it can out of it: the `ftyp`,
 * a `moov` near the start and every small box header around them come from one request.
 */
export const READ_AHEAD_BYTES = 1024 * 1024;
/**
 * Requests per probe. A real file needs at most 3: its start, the `moov` after one `mdat` (or
 * none, when `moov` comes first, as in every fragmented MP4), and the rest of a `moov` larger than
 * a read. A `moov` past more than this many separate reads is refused, so at most
 * 15 MiB + a 32 MiB `moov` + 1 MiB are ever fetched.
 */
export const MAX_PROBE_READS = 16;
/**
 * No request starts after this long: three files' checks fit in the application's 30 s and one in
 * `checkUpload`'s 10 s per check (docs/security.md, "Uploads").
 */
export const MAX_PROBE_MS = 8_000;

export interface ProbeReads {
  read: ReadBytes;
  /** Whether [start, end) lies in bytes already fetched, so reading it costs no request. */
  holds(start: number, end: number): boolean;
}

/** The probe's reads of one opened object: one window of bytes kept, every miss one capped request. */
export function probeReads(file: OpenedFile, clock: Clock): ProbeReads {
  const startedAt = clock.now().getTime();
  const size = file.info.size;
  let requests = 0;
  let window: { start: number; bytes: Uint8Array } = { start: 0, bytes: new Uint8Array(0) };
  const holds = (start: number, end: number) =>
    start >= window.start && Math.min(end, size) <= window.start + window.bytes.byteLength;
  return {
    holds,
    async read(start, end) {
      if (!holds(start, end)) {
        if (requests === MAX_PROBE_READS) {
          throw new ProbeStopped("reads", `reaching the moov box takes more than ${MAX_PROBE_READS} reads`);
        }
        if (clock.now().getTime() - startedAt >= MAX_PROBE_MS) {
          throw new ProbeStopped("time", `the check took over ${MAX_PROBE_MS} ms`);
        }
        requests += 1;
        const bytes = await file.read(start, Math.min(size, Math.max(end, start + READ_AHEAD_BYTES)));
        if (!bytes) return null;
        window = { start, bytes };
      }
      return window.bytes.subarray(start - window.start, end - window.start);
    },
  };
}
