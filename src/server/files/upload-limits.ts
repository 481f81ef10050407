const HOUR_MS = 60 * 60 * 1000;

/**
 * How much one signed-in (usually anonymous) uid may upload. product.md allows three files of 1 GB
 * per application; the byte allowance leaves room for one more, e.g. a file replaced while
 * its first attempt still waits to expire.
 */
export interface UploadLimits {
  /** Unfinished uploads one uid may have at once. */
  maxUnfinishedUploads: number;
  /** Declared sizes of unfinished uploads plus finished files no application has claimed. */
  maxUnclaimedBytes: number;
  /**
   * Per client address (IPv4, or IPv6 /64), since fresh anonymous accounts cost nothing:
   * unfinished uploads at once, across every uid…
   */
  maxUnfinishedUploadsPerAddress: number;
  /** …and the declared sizes of uploads started in the last hour. */
  maxBytesPerHourPerAddress: number;
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
  // Two applicants sharing a network, each with three files of 1 GB at once and again within the hour.
  maxUnfinishedUploadsPerAddress: 6,
  maxBytesPerHourPerAddress: 8 * 1024 ** 3,
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
export const TOO_MANY_UPLOADS_FROM_ADDRESS =
  "Too many uploads are in progress from your network. Let one finish or remove it, then try again.";
export const ADDRESS_HOURLY_ALLOWANCE_USED =
  "Your network has uploaded as much as it may for now. Please try again in an hour.";
