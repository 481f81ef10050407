import type { VideoFacts } from "~/shared/video-facts";

/** What is known of a file: older entries and files the browser could not read have only some facts. */
export type KnownFacts = Partial<VideoFacts>;

export type Orientation = "portrait" | "landscape" | "square";

export function orientationOf(width: number, height: number): Orientation {
  return height > width ? "portrait" : width > height ? "landscape" : "square";
}

/** "0:42", "12:05", "1:02:03". */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}

const known = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/** "1080 × 1920 portrait", or null when the picture size is not known. */
export function pictureOf(facts: KnownFacts): string | null {
  if (!known(facts.width) || !known(facts.height)) return null;
  return `${facts.width} × ${facts.height} ${orientationOf(facts.width, facts.height)}`;
}

/**
 * A file's facts in the order the product shows them: picture size and orientation, duration,
 * codec, HDR, frame rate, sound. Only what is known is listed.
 */
export function factsOf(facts: KnownFacts): string[] {
  const parts: string[] = [];
  const picture = pictureOf(facts);
  if (picture) parts.push(picture);
  if (known(facts.durationSeconds)) parts.push(formatDuration(facts.durationSeconds));
  if (facts.codec && facts.codec !== "unknown") parts.push(facts.codec);
  if (facts.hdr === true) parts.push("HDR");
  if (known(facts.frameRate)) parts.push(`${Number(facts.frameRate.toFixed(2))} fps`);
  if (facts.hasAudio === true) parts.push("Sound");
  if (facts.hasAudio === false) parts.push("No sound");
  return parts;
}

/** The shortest edge of the picture: 1080 for a 1080 × 1920 video. */
function shortEdge(facts: KnownFacts): number {
  return known(facts.width) && known(facts.height) ? Math.min(facts.width, facts.height) : 0;
}

export const isPortrait = (facts: KnownFacts) =>
  known(facts.width) && known(facts.height) && orientationOf(facts.width, facts.height) === "portrait";

/** An application's videos summed up for a queue row: the longest one and the sharpest picture. */
export function bestOf(files: readonly KnownFacts[]): { longest: string | null; sharpest: string | null } {
  const durations = files.map((file) => file.durationSeconds).filter(known);
  // Ties go to portrait, the shape brands ask for.
  const sharpest = files
    .filter((file) => shortEdge(file) > 0)
    .sort((a, b) => shortEdge(b) - shortEdge(a) || Number(isPortrait(b)) - Number(isPortrait(a)))[0];
  return {
    longest: durations.length > 0 ? formatDuration(Math.max(...durations)) : null,
    sharpest: sharpest ? pictureOf(sharpest) : null,
  };
}
