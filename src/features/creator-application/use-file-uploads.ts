import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { loadBackend, type UploadOptions } from "~/lib/backend";
import type { StoredUploadedFile } from "~/shared/documents";
import { UPLOAD_MESSAGES } from "./application-copy";
import type { InterruptedUpload } from "./application-draft";
import { ensureApplicantSession } from "./applicant-session";
import { checkSelection } from "./file-rules";
import {
  countsTowardsLimit,
  isUploading,
  patchedRow,
  percentOf,
  restoredRows,
  uploadedFiles,
  uploadedRow,
  uploadFailureMessage,
  withoutInterrupted,
  type UploadingRow,
  type UploadRow,
} from "./upload-rows";

let nextKey = 0;

/** Asks the browser to confirm leaving while an upload runs (product.md §P4.4, decided). */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}

function uploadingRow(file: File, key: string): UploadingRow {
  return {
    key,
    name: file.name,
    size: file.size,
    status: "uploading",
    confirmed: 0,
    sent: 0,
    phase: "uploading",
    resumedFrom: null,
  };
}

/** What an upload reports, turned into its row's progress and what a screen reader hears. */
function progressReports(
  file: File,
  update: (change: (row: UploadingRow) => UploadRow) => void,
  announce: (text: string) => void,
): Pick<UploadOptions, "onProgress" | "onSent" | "onPhase" | "onResume"> {
  return {
    onProgress: (confirmed) =>
      update((row) => ({ ...row, confirmed, phase: confirmed > row.confirmed ? "uploading" : row.phase })),
    onSent: (sent) => update((row) => (sent > row.sent ? { ...row, sent } : row)),
    onPhase: ({ phase }) => {
      update((row) => ({ ...row, phase }));
      if (phase === "stalled") announce(`${file.name} stalled — retrying`);
    },
    onResume: (offset) => {
      update((row) => ({ ...row, resumedFrom: offset, confirmed: Math.max(row.confirmed, offset) }));
      announce(`Resuming ${file.name} from ${percentOf(offset, file.size)}%`);
    },
  };
}

/** Reads the file's facts and draws its poster beside the upload, never holding it up (§P4.4.8). */
async function inspect(file: File, note: (patch: Pick<UploadRow, "facts" | "poster">) => void): Promise<void> {
  try {
    const { readFileFacts, makePoster } = await import("./file-facts");
    note({ facts: await readFileFacts(file) });
    note({ poster: await makePoster(file) });
  } catch {
    note({ facts: null, poster: null });
  }
}

/** Deletes an uploaded file from storage; product.md §P4.4.5: a failed removal is only logged. */
async function deleteUploaded(row: { name: string; file: StoredUploadedFile }): Promise<void> {
  try {
    const backend = await loadBackend();
    await ensureApplicantSession(backend.auth);
    await backend.uploads.deleteByUrl(row.file.url);
    toast.success(UPLOAD_MESSAGES.removed(row.name));
  } catch (error) {
    console.warn(`Could not remove ${row.name}`, error);
  }
}

/**
 * The application's files (product.md §P4.4): the selection rules, one resumable upload per file
 * with its confirmed-byte progress and phase, Remove, and what a screen reader should hear.
 * `humanCheckToken` is the form's human check, which the first upload of an application asks.
 */
export function useFileUploads(humanCheckToken?: () => Promise<string>) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const uploads = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, change: (row: UploadingRow) => UploadRow) => {
    setRows((current) => current.map((row) => (row.key === key && isUploading(row) ? change(row) : row)));
  }, []);

  const start = useCallback(
    async (file: File, key: string) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      setAnnouncement(`Uploading ${file.name}`);
      try {
        const backend = await loadBackend();
        await ensureApplicantSession(backend.auth);
        const stored = await backend.uploads.upload(file, {
          signal: controller.signal,
          humanCheckToken,
          ...progressReports(file, (change) => update(key, change), setAnnouncement),
        });
        if (controller.signal.aborted) return;
        update(key, (row) => uploadedRow(row, stored));
        setAnnouncement(`${file.name} uploaded`);
      } catch (error) {
        if (controller.signal.aborted) return;
        setRows((current) => current.filter((row) => row.key !== key));
        toast.error(UPLOAD_MESSAGES.failed(file.name, uploadFailureMessage(error)));
      } finally {
        uploads.current.delete(key);
      }
    },
    [update, humanCheckToken],
  );

  /** Checks a new selection against what is already listed, then uploads what passes. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, refusals } = checkSelection(files, rows.filter(countsTowardsLimit).length);
      for (const refusal of refusals) toast.error(refusal);
      if (accepted.length === 0) return;
      const added = accepted.map((file) => ({ file, key: `upload-${(nextKey += 1)}` }));
      setRows((current) => [
        ...added.reduce((kept, { file }) => withoutInterrupted(kept, file), current),
        ...added.map(({ file, key }) => uploadingRow(file, key)),
      ]);
      for (const { file, key } of added) void start(file, key);
      for (const { file, key } of added) void inspect(file, (patch) => setRows((rows) => patchedRow(rows, key, patch)));
    },
    [rows, start],
  );

  /** Removes a row; an uploaded file is deleted from storage, an upload under way is cancelled. */
  const remove = useCallback(
    async (key: string) => {
      const row = rows.find((candidate) => candidate.key === key);
      if (!row) return;
      setRows((current) => current.filter((candidate) => candidate.key !== key));
      if (row.status === "uploading") {
        uploads.current.get(key)?.abort();
        setAnnouncement(`Upload of ${row.name} cancelled`);
        return;
      }
      if (row.status === "uploaded") await deleteUploaded(row);
    },
    [rows],
  );

  /** Lists the files a draft kept (uploaded, or interrupted mid-way) after a reload. */
  const restore = useCallback((files: readonly StoredUploadedFile[], interrupted: readonly InterruptedUpload[]) => {
    setRows(restoredRows(files, interrupted));
  }, []);

  /** After a successful application: the list empties; the files now belong to the application. */
  const clear = useCallback(() => {
    for (const controller of uploads.current.values()) controller.abort();
    setRows([]);
  }, []);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const busy = rows.some(isUploading);
  useLeaveWarning(busy);
  const uploaded = useMemo(() => uploadedFiles(rows), [rows]);

  return { rows, uploaded, busy, announcement, add, remove, restore, clear };
}

export type FileUploads = ReturnType<typeof useFileUploads>;
