import { orientationOf, type KnownFacts } from "~/content/video-facts";

/**
 * Advice on a chosen video, never a refusal (docs/product.md §P4.4.8): what brands ask for, read
 * from the file's own facts. A fact that is not known gives no hint.
 */
export const FILE_HINTS = {
  portrait: "Brands prefer portrait 9:16 video",
  sharpness: "Brands prefer at least 1080 × 1920",
  length: "Shorter than 60 s works best for ads",
  hevc: "This is HEVC: some browsers can't play it, so our reviewers may have to download it. iPhone: Settings › Camera › Formats › Most Compatible records H.264, which plays everywhere",
  hdr: "This is HDR: it can look washed out in brands' apps. Turn HDR video off in your camera settings",
  sound: "No sound track",
} as const;

const positive = (value: unknown): value is number => typeof value === "number" && value > 0;

export function hintsFor(facts: KnownFacts): string[] {
  const hints: string[] = [];
  const { width, height } = facts;
  if (positive(width) && positive(height)) {
    if (orientationOf(width, height) !== "portrait") hints.push(FILE_HINTS.portrait);
    if (Math.min(width, height) < 1080) hints.push(FILE_HINTS.sharpness);
  }
  if (positive(facts.durationSeconds) && facts.durationSeconds >= 60) hints.push(FILE_HINTS.length);
  if (facts.codec === "HEVC") hints.push(FILE_HINTS.hevc);
  if (facts.hdr === true) hints.push(FILE_HINTS.hdr);
  if (facts.hasAudio === false) hints.push(FILE_HINTS.sound);
  return hints;
}
