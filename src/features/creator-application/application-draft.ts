import type { StoredUploadedFile } from "~/shared/documents";
import type { CreatorApplicationFields } from "~/shared/wire/forms";
import { EMPTY_APPLICATION, TEXT_FIELDS } from "./application-values";

/** A file whose upload was under way when the page went away: choosing it again resumes it. */
export interface InterruptedUpload {
  name: string;
  size: number;
}

export interface ApplicationDraft {
  values: CreatorApplicationFields;
  interrupted: InterruptedUpload[];
}

/** Session storage: the draft survives a reload of this tab, and goes with the tab. */
export const DRAFT_KEY = "creator-application-draft";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function storedFile(value: unknown): StoredUploadedFile | null {
  if (!isRecord(value) || typeof value.name !== "string" || typeof value.url !== "string") return null;
  return typeof value.size === "number" ? { name: value.name, url: value.url, size: value.size } : null;
}

function interruptedUpload(value: unknown): InterruptedUpload | null {
  if (!isRecord(value) || typeof value.name !== "string" || typeof value.size !== "number") return null;
  return { name: value.name, size: value.size };
}

const present = <T>(value: T | null): value is T => value !== null;

/** Whatever was saved, read defensively: anything out of shape is left out. */
export function readDraft(): ApplicationDraft | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(saved) || !isRecord(saved.values)) return null;
  const source = saved.values;
  const values: CreatorApplicationFields = { ...EMPTY_APPLICATION };
  for (const field of TEXT_FIELDS) {
    if (typeof source[field] === "string") values[field] = source[field];
  }
  values.isUKCreator = source.isUKCreator === true;
  values.newsletterConsent = source.newsletterConsent === true;
  values.uploadedFiles = Array.isArray(source.uploadedFiles)
    ? source.uploadedFiles.map(storedFile).filter(present)
    : [];
  const interrupted = Array.isArray(saved.interrupted) ? saved.interrupted.map(interruptedUpload).filter(present) : [];
  return { values, interrupted };
}

export function saveDraft(draft: ApplicationDraft): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private browsing): the form still works, only without the safety net.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}
