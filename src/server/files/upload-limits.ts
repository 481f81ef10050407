const HOUR_MS = 60 * 60 * 1000;

/**
 * How much one signed-in (usually anonymous) uid may upload. SPEC allows three files of 1 GB
 * per application; the byte allowance leaves room for one more, e.g. a file replaced while
 * its first attempt still waits to expire.
 */
export interface UploadLimits {
  /** Unfinished uploads one uid may have at once. */
  maxUnfinishedUploads: number;
  /** Declared sizes of unfinished uploads plus finished files no application has claimed. */
  maxUnclaimedBytes: number;
  /** Upload requests (create, continue, check, cancel) per uid per minute. */
  requestsPerMinute: number;
  /** An unfinished upload is removed this long after it started. */
  abandonedAfterMs: number;
  /** A finished file no application uses is removed this long after it finished. */
  unusedAfterMs: number;
  sweepIntervalMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxUnfinishedUploads: 3,
  maxUnclaimedBytes: 4 * 1024 ** 3,
  requestsPerMinute: 300,
  abandonedAfterMs: 24 * HOUR_MS,
  unusedAfterMs: 24 * HOUR_MS,
  sweepIntervalMs: HOUR_MS,
};

export const TOO_MANY_UNFINISHED_UPLOADS =
  "You have too many uploads in progress. Let one finish or remove it, then try again.";
export const UPLOAD_ALLOWANCE_USED =
  "Your uploads have used all the storage one application may have. Remove a file you no longer need, then try again.";
export const TOO_MANY_UPLOAD_REQUESTS = "Too many upload requests. Please wait a minute and try again.";
