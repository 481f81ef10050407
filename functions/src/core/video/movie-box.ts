import { createFile, MP4BoxBuffer, type Movie, type Track } from "mp4box";
import { mediaDetails } from "~/shared/media-details";
import type { MediaDetails } from "~/shared/video-facts";
import { childBoxes, type BoxHeader } from "./boxes";
import { NotAVideo } from "./not-a-video";

/**
 * What the probe keeps of a `moov` box: the movie header, and per track its header, media header,
 * handler and sample descriptions. The sample tables (stts, stsz, stco, …) are dropped before
 * mp4box sees them: they are most of the box, mp4box would build an object per sample from them
 * (a long video costs tens of MB), and a forged sample count would make it loop for ever.
 */
const KEPT_CHILDREN: Readonly<Record<string, readonly string[]>> = {
  moov: ["mvhd", "trak", "mvex"],
  mvex: ["mehd"],
  trak: ["tkhd", "mdia"],
  mdia: ["mdhd", "hdlr", "minf"],
  minf: ["vmhd", "stbl"],
  stbl: ["stsd"],
};

/** Codec, HDR, frame rate and sound come from the unpruned box (src/shared/video-facts.ts). */
export interface MovieFacts extends MediaDetails {
  durationSeconds: number;
  width: number;
  height: number;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

/**
 * What mp4box is given at most. A real movie's kept headers and sample descriptions are a few kB
 * (a codec configuration, a colour profile); mp4box builds an object per sample description, so a
 * `stsd` packed with blank ones would otherwise cost hundreds of MB.
 */
export const MAX_PARSED_MOVIE_BYTES = 256 * 1024;

/** The box at `header` with only the kept children, each pruned the same way (plain 32-bit sizes). */
function pruned(buffer: Uint8Array, header: BoxHeader, budget: { left: number }): Uint8Array {
  const kept = KEPT_CHILDREN[header.type];
  budget.left -= kept ? 8 : header.size;
  if (budget.left < 0) throw new NotAVideo(`the moov box's track headers exceed ${MAX_PARSED_MOVIE_BYTES} bytes`);
  if (!kept) return buffer.subarray(header.start, header.start + header.size);
  const children = childBoxes(buffer, header)
    .filter((child) => kept.includes(child.type))
    .map((child) => pruned(buffer, child, budget));
  const boxHeader = new Uint8Array(8);
  const size = children.reduce((total, child) => total + child.byteLength, 8);
  new DataView(boxHeader.buffer).setUint32(0, size);
  boxHeader.set(
    [...header.type].map((character) => character.charCodeAt(0)),
    4,
  );
  return concat([boxHeader, ...children]);
}

function seconds(movie: Movie): number {
  const fragmented = movie.fragment_duration;
  const value =
    movie.timescale > 0 && movie.duration > 0
      ? movie.duration / movie.timescale
      : fragmented && fragmented.den > 0
        ? fragmented.num / fragmented.den
        : 0;
  return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0;
}

/** Display size: the track header's, turned a quarter when the matrix rotates (portrait phone video). */
function dimensions(track: Track): { width: number; height: number } {
  const width = track.track_width || track.video?.width || 0;
  const height = track.track_height || track.video?.height || 0;
  const [a, , , , d] = Array.from(track.matrix ?? []);
  return a === 0 && d === 0 ? { width: height, height: width } : { width, height };
}

/** Parses `ftyp` + `moov` (both read whole, `moov` of `moovHeader` inside `moovBytes`) with mp4box. */
export function parseMovie(ftyp: Uint8Array, moovBytes: Uint8Array, moovHeader: BoxHeader): MovieFacts {
  let movie: Movie | null = null;
  let failure: string | null = null;
  const file = createFile();
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = (_module, message) => {
    failure = message;
  };
  try {
    const joined = concat([ftyp, pruned(moovBytes, moovHeader, { left: MAX_PARSED_MOVIE_BYTES })]);
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(joined.buffer, 0), true);
    file.flush();
  } catch (error) {
    if (error instanceof NotAVideo) throw error;
    throw new NotAVideo(`the moov box cannot be parsed: ${(error as Error).message}`);
  }
  if (failure) throw new NotAVideo(`the moov box cannot be parsed: ${failure}`);
  const ready = movie as Movie | null;
  const track = ready?.videoTracks[0];
  if (!ready || !track) throw new NotAVideo("the movie has no video track");
  const { width, height } = dimensions(track);
  if (!(width > 0 && height > 0)) throw new NotAVideo("the video track has no picture size");
  const moov = moovBytes.subarray(moovHeader.start, moovHeader.start + moovHeader.size);
  return { durationSeconds: seconds(ready), width, height, ...mediaDetails(moov, track.codec) };
}
