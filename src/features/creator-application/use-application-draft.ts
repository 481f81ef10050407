import { useEffect, useRef } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { CreatorApplicationFields } from "~/shared/wire/forms";
import { clearDraft, readDraft, saveDraft } from "./application-draft";
import { EMPTY_APPLICATION } from "./application-values";
import { unfinishedUploads } from "./upload-rows";
import type { FileUploads } from "./use-file-uploads";

const isEmpty = (values: CreatorApplicationFields) =>
  (Object.keys(EMPTY_APPLICATION) as Array<keyof CreatorApplicationFields>).every((field) =>
    field === "uploadedFiles" ? values.uploadedFiles.length === 0 : values[field] === EMPTY_APPLICATION[field],
  );

/**
 * Keeps the application in session storage as it is typed (product.md §P4.4, decided), so a reload
 * loses nothing: the fields come back, uploaded files are listed again, and files that were still
 * uploading are listed as interrupted, to be chosen again and resumed. Also keeps the form's
 * `uploadedFiles` equal to the finished uploads, which the checks and the request read.
 */
export function useApplicationDraft<Output>(
  form: UseFormReturn<CreatorApplicationFields, unknown, Output>,
  uploads: FileUploads,
) {
  // Nothing is saved before the draft has been read: the empty first render must not replace it.
  const restored = useRef(false);
  const { reset, setValue, control } = form;
  const { restore, uploaded, rows } = uploads;

  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      reset(draft.values);
      restore(draft.values.uploadedFiles, draft.interrupted);
    }
    restored.current = true;
  }, [reset, restore]);

  useEffect(() => {
    if (restored.current) setValue("uploadedFiles", uploaded);
  }, [uploaded, setValue]);

  const values = useWatch({ control }) as CreatorApplicationFields;
  useEffect(() => {
    if (!restored.current) return;
    const draft = { values: { ...values, uploadedFiles: uploaded }, interrupted: unfinishedUploads(rows) };
    if (isEmpty(draft.values) && draft.interrupted.length === 0) clearDraft();
    else saveDraft(draft);
  }, [values, uploaded, rows]);
}
