import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** The stack's data directory (scripts/stack.mjs: `.data/serve` for `npm run serve`, which the e2e tests use). */
const DATA_DIR = path.resolve(process.env.DATA_DIR ?? ".data/serve");

/** Where the embedded server keeps the file behind a `/files/creator-uploads/…` address (src/server/files/disk-file-store.ts). */
export function storedFilePath(url: string): string {
  const { pathname } = new URL(url, "http://relative.invalid");
  const objectPath = decodeURIComponent(pathname.replace(/^\/files\//, ""));
  return path.join(DATA_DIR, "files", "objects", ...objectPath.split("/"));
}

export function storedFileSize(url: string): number | null {
  const file = storedFilePath(url);
  return existsSync(file) ? statSync(file).size : null;
}

/** Every stored creator upload whose name ends in `-{name}` (names are `{timestamp}-{name}`), any owner. */
export function storedUploadsNamed(name: string): string[] {
  const root = path.join(DATA_DIR, "files", "objects", "creator-uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((uid) =>
    readdirSync(path.join(root, uid))
      .filter((file) => file.endsWith(`-${name}`))
      .map((file) => path.join(root, uid, file)),
  );
}

/** Unfinished (tus) uploads whose declared file name is `name`: their metadata sits in `tus/*.json`. */
export function unfinishedUploadsNamed(name: string): string[] {
  const directory = path.join(DATA_DIR, "tus");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .filter((file) => {
      try {
        const upload = JSON.parse(readFileSync(path.join(directory, file), "utf8")) as {
          metadata?: { filename?: string };
        };
        return upload.metadata?.filename === name;
      } catch {
        return false;
      }
    });
}
