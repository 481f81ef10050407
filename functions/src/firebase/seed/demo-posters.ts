import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { POSTER_TYPES } from "~/shared/poster";

/** From the repository's root, where the demo videos' sources are named from too. */
export const DEMO_POSTER_DIR = "functions/src/firebase/seed/posters";
const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

const EXTENSIONS: Record<(typeof POSTER_TYPES)[number], string> = { "image/webp": "webp", "image/jpeg": "jpg" };

/** `beauty.mp4.webp`: the clip's own file name, then the picture's type. */
export function posterFileName(source: string, type: string): string {
  const extension = EXTENSIONS[type as (typeof POSTER_TYPES)[number]];
  if (!extension) throw new Error(`A poster is JPEG or WebP, not ${type}`);
  return `${path.basename(source)}.${extension}`;
}

/** A demo clip's bytes, read from the repository. */
export function readDemoVideo(source: string): Buffer {
  return readFileSync(path.join(ROOT, source));
}

/**
 * The poster drawn from a demo clip (scripts/make-demo-posters.mjs) as the data address an application
 * sends, or undefined when the browser that drew them could not decode the clip.
 */
export function demoPosterAddress(source: string): string | undefined {
  for (const type of POSTER_TYPES) {
    const file = path.join(ROOT, DEMO_POSTER_DIR, posterFileName(source, type));
    if (existsSync(file)) return `data:${type};base64,${readFileSync(file).toString("base64")}`;
  }
  return undefined;
}
