/**
 * What a video is: the facts the server reads from a stored upload's own bytes and keeps beside each
 * file (docs/product.md §P4.4.8), and the review queue's portrait filter over them. The walk of the
 * `moov` box that reads them is `media-details.ts`.
 */

export interface MediaDetails {
  /** "H.264", "HEVC", "AV1", "VP9", "ProRes", "MPEG-4", or the sample entry's four-character code. */
  codec: string;
  /** The RFC 6381 `codecs` value (e.g. `hvc1.2.4.L93.90`) the player asks the browser about; may be "". */
  codecString: string;
  /** PQ or HLG transfer, mastering metadata, or Dolby Vision. */
  hdr: boolean;
  /** Frames a second over the whole track, two decimals; null when the file does not say. */
  frameRate: number | null;
  hasAudio: boolean;
}

/** Every fact the product shows of a video; what the server stores beside each file. */
export interface VideoFacts extends MediaDetails {
  durationSeconds: number;
  width: number;
  height: number;
}

/**
 * Whether any of an application's files is a portrait video by the server's reading: stored on the
 * application (`hasPortraitVideo`) so the review queue can filter on it.
 */
export function hasPortraitVideo(files: ReadonlyArray<{ width?: number; height?: number }>): boolean {
  return files.some((file) => (file.width ?? 0) > 0 && (file.height ?? 0) > (file.width ?? 0));
}

/** The review queue's "at least one portrait video" filter, for the applications list only. */
export function portraitFilter(
  list: string,
  query: { portrait?: boolean | null },
): Array<{ field: "hasPortraitVideo"; op: "=="; value: true }> {
  return list === "creator-applications" && query.portrait === true
    ? [{ field: "hasPortraitVideo", op: "==", value: true }]
    : [];
}
