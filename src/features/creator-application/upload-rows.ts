import type { KnownFacts } from "~/content/video-facts";
import { BackendError, type UploadPhase } from "~/lib/backend";
import type { StoredUploadedFile } from "~/shared/documents";
import { STORAGE_CODE_MESSAGES } from "./application-copy";
import type { InterruptedUpload } from "./application-draft";

interface RowBase {
  key: string;
  name: string;
  size: number;
  /** Read in the browser from the file's own boxes; null when it could not be read here. */
  facts?: KnownFacts | null;
  /** A frame of the file (src/shared/poster.ts), sent with the application; null when none could be made. */
  poster?: string | null;
}

/** A file on its way: `confirmed` counts bytes the server has acknowledged, never bytes merely sent. */
export interface UploadingRow extends RowBase {
  status: "uploading";
  confirmed: number;
  /** Bytes handed to the connection: shown as a lighter band ahead of `confirmed`, never as done. */
  sent: number;
  phase: UploadPhase["phase"];
  /** Where an earlier, interrupted upload of the same file was picked up. */
  resumedFrom: number | null;
}

export interface UploadedRow extends RowBase {
  status: "uploaded";
  file: StoredUploadedFile;
}

/** Listed from the draft after a reload: the page no longer has the file, the server has part of it. */
export interface InterruptedRow extends RowBase {
  status: "interrupted";
}

export type UploadRow = UploadingRow | UploadedRow | InterruptedRow;

/** The whole percentage of `confirmed` out of `size`, never 100 before the server has it all. */
export function percentOf(confirmed: number, size: number): number {
  if (size <= 0) return confirmed > 0 ? 100 : 0;
  const percent = Math.floor((confirmed / size) * 100);
  return confirmed < size ? Math.min(percent, 99) : 100;
}

/** Files that count towards the limit of 3: being uploaded, or uploaded. */
export const countsTowardsLimit = (row: UploadRow) => row.status !== "interrupted";

export const isUploading = (row: UploadRow): row is UploadingRow => row.status === "uploading";

/** A finished upload's row: what was read of the file stays with it. */
export function uploadedRow({ key, name, size, facts, poster }: UploadingRow, file: StoredUploadedFile): UploadedRow {
  return { key, name, size, facts, poster, status: "uploaded", file };
}

/** The row `key` with its facts or poster noted, whatever its state. */
export function patchedRow(rows: readonly UploadRow[], key: string, patch: Pick<RowBase, "facts" | "poster">) {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/** The finished files as the application sends them, each with the poster made here if any. */
export function uploadedFiles(rows: readonly UploadRow[]): StoredUploadedFile[] {
  return rows.flatMap((row) =>
    row.status === "uploaded" ? [row.poster ? { ...row.file, poster: row.poster } : row.file] : [],
  );
}

/** What the draft keeps for files still on their way: enough to recognise them when chosen again. */
export function unfinishedUploads(rows: readonly UploadRow[]): InterruptedUpload[] {
  return rows.flatMap((row) => (row.status === "uploaded" ? [] : [{ name: row.name, size: row.size }]));
}

/** The text after "Failed to upload (file name): " (product.md §P4.4.4). */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof BackendError && error.code && STORAGE_CODE_MESSAGES[error.code]) {
    return STORAGE_CODE_MESSAGES[error.code]!;
  }
  return error instanceof Error && error.message ? error.message : "Upload failed";
}

/** Overall progress of the uploads under way, by confirmed bytes. */
export function overallPercent(rows: readonly UploadRow[]): number {
  const uploading = rows.filter(isUploading);
  const size = uploading.reduce((sum, row) => sum + row.size, 0);
  const confirmed = uploading.reduce((sum, row) => sum + Math.min(row.confirmed, row.size), 0);
  return percentOf(confirmed, size);
}

const sameFile = (a: { name: string; size: number }, b: { name: string; size: number }) =>
  a.name === b.name && a.size === b.size;

/** Rows as the draft restores them: uploaded files, and the interrupted ones to choose again. */
export function restoredRows(files: readonly StoredUploadedFile[], interrupted: readonly InterruptedUpload[]) {
  let next = 0;
  const key = () => `restored-${(next += 1)}`;
  const rows: UploadRow[] = files.map((file) => ({
    key: key(),
    name: file.name,
    size: file.size ?? 0,
    status: "uploaded" as const,
    file,
    poster: file.poster ?? null,
  }));
  for (const upload of interrupted) {
    if (!rows.some((row) => sameFile(row, upload))) rows.push({ key: key(), ...upload, status: "interrupted" });
  }
  return rows;
}

/** Choosing an interrupted file again replaces its row. */
export function withoutInterrupted(rows: readonly UploadRow[], file: { name: string; size: number }) {
  return rows.filter((row) => !(row.status === "interrupted" && sameFile(row, file)));
}
