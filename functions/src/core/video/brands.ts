import type { UploadContentType } from "~/shared/constants";

/**
 * The `ftyp` brands (major or compatible) that make a file an MP4 or a QuickTime movie. Phones
 * write `qt  ` (iPhone MOV) or `isom`/`mp42` (Android, most editors); cameras `mp41`/`avc1`; iTunes
 * video `M4V `. Left out on purpose: image (`heic`, `mif1`, `avif`), audio-only (`M4A `, `M4B `),
 * 3GPP, camera-raw and JPEG 2000 brands — such files are not the videos the form asks for. A listed
 * brand is not enough on its own: the probe also needs a `moov` box with a video track.
 */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "iso7",
  "iso8",
  "iso9",
  "mp41",
  "mp42",
  "mp71",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "MSNV",
  "dash",
  "cmfc",
]);
const QUICKTIME_BRAND = "qt  ";

function contentTypeOf(brand: string): UploadContentType | null {
  if (brand === QUICKTIME_BRAND) return "video/quicktime";
  return MP4_BRANDS.has(brand) ? "video/mp4" : null;
}

/** The content type the major brand says, else the first compatible brand we know; null: neither. */
export function contentTypeOfBrands(major: string, compatible: readonly string[]): UploadContentType | null {
  for (const brand of [major, ...compatible]) {
    const type = contentTypeOf(brand);
    if (type) return type;
  }
  return null;
}
