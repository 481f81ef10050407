/**
 * What a video is, read from its own `moov` box: codec, HDR, frame rate, sound. The browser reads it
 * from the chosen file before the upload; the server reads it again from the stored bytes and keeps
 * its own reading (docs/product.md §P4.4.8). Plain byte walking: no sample is built, a forged count
 * costs one pass over the box, and nothing is trusted past its parent's end.
 */
import type { MediaDetails } from "./video-facts";

interface RawBox {
  type: string;
  start: number;
  payload: number;
  end: number;
}

const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/** The boxes between `from` and `to` of `bytes`, one at a time (nothing kept); stops at one that does not fit. */
function* childBoxes(bytes: Uint8Array, from: number, to: number): Generator<RawBox> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = from; at + 8 <= to;) {
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (!BOX_TYPE.test(type) || size < header || at + size > to) return;
    yield { type, start: at, payload: at + header, end: at + size };
    at += size;
  }
}

function firstOf(boxes: Iterable<RawBox>, type: string): RawBox | undefined {
  for (const box of boxes) if (box.type === type) return box;
  return undefined;
}

const child = (bytes: Uint8Array, parent: RawBox | undefined, type: string) =>
  parent ? firstOf(childBoxes(bytes, parent.payload, parent.end), type) : undefined;

const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The track's handler: "vide", "soun", … (hdlr: version/flags, pre_defined, then the type). */
function handlerOf(bytes: Uint8Array, trak: RawBox): string | null {
  const hdlr = child(bytes, child(bytes, trak, "mdia"), "hdlr");
  return hdlr && hdlr.payload + 12 <= hdlr.end ? fourCC(bytes, hdlr.payload + 8) : null;
}

const CODECS: ReadonlyArray<[readonly string[], string]> = [
  [["avc1", "avc2", "avc3", "avc4"], "H.264"],
  [["hvc1", "hev1", "dvh1", "dvhe"], "HEVC"],
  [["av01", "dav1"], "AV1"],
  [["vp08"], "VP8"],
  [["vp09"], "VP9"],
  [["mp4v"], "MPEG-4"],
  [["apch", "apcn", "apcs", "apco", "ap4h", "ap4x"], "ProRes"],
];

function codecName(sampleEntry: string): string {
  return CODECS.find(([codes]) => codes.includes(sampleEntry))?.[1] ?? sampleEntry.trim();
}

/** A visual sample entry's own fields take 78 bytes after its header; its boxes follow. */
const VISUAL_SAMPLE_ENTRY_FIELDS = 78;
/** ITU-T H.273 transfer characteristics: 16 is PQ (HDR10, Dolby Vision), 18 is HLG (iPhone HDR). */
const HDR_TRANSFERS = [16, 18];
const DOLBY_VISION_BOXES = ["dvcC", "dvvC", "dvwC"];

function isHdr(bytes: Uint8Array, entry: RawBox): boolean {
  if (["dvh1", "dvhe", "dav1"].includes(entry.type)) return true;
  for (const box of childBoxes(bytes, entry.payload + VISUAL_SAMPLE_ENTRY_FIELDS, entry.end)) {
    if (DOLBY_VISION_BOXES.includes(box.type) || box.type === "mdcv") return true;
    if (box.type !== "colr" || box.payload + 8 > box.end || fourCC(bytes, box.payload) !== "nclx") continue;
    if (HDR_TRANSFERS.includes((bytes[box.payload + 6]! << 8) | bytes[box.payload + 7]!)) return true;
  }
  return false;
}

/** Samples over time from the time-to-sample table (stts: count, then count × (samples, delta)). */
function frameRateOf(bytes: Uint8Array, mdia: RawBox | undefined): number | null {
  const mdhd = child(bytes, mdia, "mdhd");
  const stts = child(bytes, child(bytes, child(bytes, mdia, "minf"), "stbl"), "stts");
  if (!mdhd || !stts || stts.payload + 8 > stts.end) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const timescaleAt = mdhd.payload + (bytes[mdhd.payload] === 1 ? 20 : 12);
  if (timescaleAt + 4 > mdhd.end) return null;
  const timescale = view.getUint32(timescaleAt);
  const entries = Math.min(view.getUint32(stts.payload + 4), Math.floor((stts.end - stts.payload - 8) / 8));
  let samples = 0;
  let ticks = 0;
  for (let index = 0, at = stts.payload + 8; index < entries; index += 1, at += 8) {
    const count = view.getUint32(at);
    samples += count;
    ticks += count * view.getUint32(at + 4);
  }
  if (!(timescale > 0 && ticks > 0 && samples > 1)) return null;
  const rate = Math.round((samples / (ticks / timescale)) * 100) / 100;
  return Number.isFinite(rate) && rate > 0 && rate <= 1000 ? rate : null;
}

/** Letters, digits, dots and dashes only: the value goes into a MIME type's parameter. */
function safeCodecString(value: string): string {
  return /^[A-Za-z0-9.-]{1,64}$/.test(value) ? value : "";
}

/**
 * The details of the first video track in `moov` (the whole box, header included) and whether any
 * track is sound. `codecString` is what mp4box made of the sample entry (`Track.codec`).
 */
export function mediaDetails(moov: Uint8Array, codecString: string): MediaDetails {
  const moovBox = firstOf(childBoxes(moov, 0, moov.byteLength), "moov");
  let video: RawBox | undefined;
  let hasAudio = false;
  for (const trak of moovBox ? childBoxes(moov, moovBox.payload, moovBox.end) : []) {
    if (trak.type !== "trak") continue;
    const handler = handlerOf(moov, trak);
    if (handler === "soun") hasAudio = true;
    if (handler === "vide") video ??= trak;
  }
  const mdia = child(moov, video, "mdia");
  const stsd = child(moov, child(moov, child(moov, mdia, "minf"), "stbl"), "stsd");
  const entry = stsd ? childBoxes(moov, stsd.payload + 8, stsd.end).next().value : undefined;
  return {
    codec: entry ? codecName(entry.type) : "unknown",
    codecString: safeCodecString(codecString),
    hdr: entry ? isHdr(moov, entry) : false,
    frameRate: frameRateOf(moov, mdia),
    hasAudio,
  };
}
