/** What the uploader sees whenever the bytes are not a video we accept, whatever the reason. */
export function notAVideoMessage(fileName: string): string {
  return `${fileName} is not a valid MP4 or MOV video.`;
}

/** Thrown inside the probe; `reason` is for logs and tests, never shown to the uploader. */
export class NotAVideo extends Error {
  override name = "NotAVideo";
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Which of the probe's caps (probe-reads.ts) stopped it: `reads`, the file's own layout (its `moov`
 * lies past more separate reads than any real video needs); `time`, slow storage, not the file.
 */
export type ProbeLimit = "reads" | "time";

/** What the uploader sees when a cap stopped the check: the file is refused but was not found broken. */
export function probeLimitMessage(fileName: string, limit: ProbeLimit): string {
  return limit === "reads"
    ? `${fileName} is split into too many parts to check. Please export it again as MP4 or MOV and upload it again.`
    : `${fileName} could not be checked in time. Please try again.`;
}

/** Thrown inside the probe when a cap stops it; `reason` is for logs and tests. */
export class ProbeStopped extends Error {
  override name = "ProbeStopped";
  constructor(
    readonly limit: ProbeLimit,
    readonly reason: string,
  ) {
    super(reason);
  }
}
