import type { StoredUploadedFile } from "~/shared/documents";

/** The review player's speeds (docs/product.md §P8.2.8), slowest first. */
export const PLAYBACK_SPEEDS = [1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** localStorage: the speed the admin last chose, on this browser (listed on the cookie policy). */
export const PLAYBACK_SPEED_KEY = "reviewPlaybackSpeed";

export function speedFrom(stored: string | null): PlaybackSpeed {
  const value = Number(stored);
  return PLAYBACK_SPEEDS.find((speed) => speed === value) ?? 1;
}

/** One step slower (-1) or faster (+1), held at the ends. */
export function steppedSpeed(current: PlaybackSpeed, step: -1 | 1): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(current) + step;
  return PLAYBACK_SPEEDS[Math.min(Math.max(index, 0), PLAYBACK_SPEEDS.length - 1)]!;
}

/** "Chrome", "Firefox", … as the admin knows their browser; "This browser" when unsure. */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return "Edge";
  if (/Firefox\//.test(userAgent)) return "Firefox";
  if (/Chrom(e|ium)\//.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent)) return "Safari";
  return "This browser";
}

/** What the browser says of a type: "", "maybe" or "probably" (HTMLMediaElement.canPlayType). */
export type CanPlayType = (type: string) => string;

const DEFAULT_CODECS: Record<string, string> = { HEVC: "hvc1", "H.264": "avc1.42E01E", AV1: "av01.0.04M.08" };

/**
 * Why this browser cannot play the file, before trying: its codec (read from the file by the
 * server) is one the browser says it cannot decode. Null when it says it may.
 */
export function unplayableReason(
  file: Pick<StoredUploadedFile, "codec" | "codecString" | "contentType">,
  canPlayType: CanPlayType,
  browser: string,
): string | null {
  const codecs = file.codecString || (file.codec ? DEFAULT_CODECS[file.codec] : undefined);
  if (!codecs) return null;
  if (canPlayType(`video/mp4; codecs="${codecs}"`) !== "") return null;
  return `${file.codec && file.codec !== "unknown" ? `${file.codec} video` : "This video"}: ${browser} can't play it here`;
}

/** Why the player gave up once it tried: an error, or a picture the browser could not decode. */
export function failedReason(file: Pick<StoredUploadedFile, "codec">, browser: string, soundOnly: boolean): string {
  const kind = file.codec && file.codec !== "unknown" ? `${file.codec} video` : "This video";
  return soundOnly ? `${kind}: ${browser} can only play its sound here` : `${kind}: ${browser} can't play it here`;
}
