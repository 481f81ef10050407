/**
 * A video's poster frame: made in the applicant's browser (a frame of the chosen file drawn on a
 * canvas) and sent with the application as a data address, because no browser path uploads pictures.
 * Small on purpose: it rides in the application's request and document and on every queue row.
 */
export const POSTER_MAX_BYTES = 12 * 1024;
/** The longer side; the shorter follows the video's shape. */
export const POSTER_MAX_EDGE = 320;
export const POSTER_TYPES = ["image/jpeg", "image/webp"] as const;
/** The data address of the largest poster: base64 grows 4 bytes for every 3. */
export const POSTER_MAX_ADDRESS_LENGTH = "data:image/webp;base64,".length + Math.ceil(POSTER_MAX_BYTES / 3) * 4;

export interface PosterImage {
  type: (typeof POSTER_TYPES)[number];
  width: number;
  height: number;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u16le = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | (bytes[at + 2]! << 16);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The frame size of a baseline or progressive JPEG (the first SOF marker). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  for (let at = 2; at + 9 < bytes.byteLength;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The canvas size of a lossy, lossless or extended WebP (RIFF … WEBP, then VP8 / VP8L / VP8X). */
function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.byteLength < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}

/** The picture's type and size by its bytes (never its declared type), or null for anything else. */
export function posterImageOf(bytes: Uint8Array): PosterImage | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return size && { type: "image/jpeg", ...size };
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") {
    const size = webpSize(bytes);
    return size && { type: "image/webp", ...size };
  }
  return null;
}

const DATA_ADDRESS = /^data:(image\/(?:jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * A poster as sent, checked: a base64 data address of at most POSTER_MAX_BYTES whose bytes are the
 * JPEG or WebP it says, at most POSTER_MAX_EDGE pixels a side. Answers the picture, or why not.
 */
export function checkPosterAddress(address: string): { ok: true; image: PosterImage } | { ok: false; reason: string } {
  if (address.length > POSTER_MAX_ADDRESS_LENGTH) return { ok: false, reason: "it is too large" };
  const match = DATA_ADDRESS.exec(address);
  if (!match) return { ok: false, reason: "it is not a JPEG or WebP data address" };
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(match[2]!), (character) => character.charCodeAt(0));
  } catch {
    return { ok: false, reason: "it is not valid base64" };
  }
  if (bytes.byteLength > POSTER_MAX_BYTES) return { ok: false, reason: "it is too large" };
  const image = posterImageOf(bytes);
  if (!image || image.type !== match[1]) return { ok: false, reason: "its bytes are not the picture it names" };
  if (image.width < 1 || image.height < 1 || Math.max(image.width, image.height) > POSTER_MAX_EDGE) {
    return { ok: false, reason: `it is not between 1 and ${POSTER_MAX_EDGE} pixels a side` };
  }
  return { ok: true, image };
}
