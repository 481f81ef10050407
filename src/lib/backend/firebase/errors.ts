import { BackendError } from "../types";

/** The server's words for the same refusals (functions/src/core, testing/app/memory-backend.ts). */
export const AUTH_REQUIRED = "Authentication required";
export const ADMIN_REQUIRED = "You are not authorized to perform this action";

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/**
 * A Firestore failure as the UI reads it, like a function's answer: 401/403 with the server's
 * messages (security rules answer both as permission-denied, so `signedIn` tells them apart),
 * a lost connection as "<fallback>: network error", anything else as the fallback with its code.
 */
export function firestoreError(error: unknown, fallback: string, signedIn: boolean): BackendError {
  if (error instanceof BackendError) return error;
  const code = codeOf(error);
  switch (code) {
    case "unauthenticated":
      return new BackendError(AUTH_REQUIRED, 401, "unauthenticated");
    case "permission-denied":
      return signedIn
        ? new BackendError(ADMIN_REQUIRED, 403, "permission-denied")
        : new BackendError(AUTH_REQUIRED, 401, "unauthenticated");
    case "unavailable":
    case "deadline-exceeded":
      return new BackendError(`${fallback}: network error`, undefined, "network");
    default:
      return new BackendError(fallback, undefined, code ?? "unknown");
  }
}

/** What a failed upload says after "Failed to upload (file name): " (docs/product.md §P4.4). */
export const STORAGE_MESSAGES = {
  "storage/unauthorized": "Storage access denied. Please check your connection.",
  "storage/network-request-failed": "Network error. Please check your internet connection.",
  "storage/quota-exceeded": "Storage quota exceeded. Please try a smaller file.",
  "storage/invalid-argument": "This file could not be uploaded. Please choose it again.",
  "storage/canceled": "Upload cancelled",
  "storage/unknown": "Upload failed. Please try again.",
} as const;

export type StorageCode = keyof typeof STORAGE_MESSAGES;

/** Firebase Storage's answer by HTTP status, as the Storage SDK reads it (402 is its "quota exceeded"). */
export function storageCodeForStatus(status: number): StorageCode {
  if (status === 401 || status === 403) return "storage/unauthorized";
  if (status === 402 || status === 413) return "storage/quota-exceeded";
  if (status === 400 || status === 411 || status === 415) return "storage/invalid-argument";
  return "storage/unknown";
}

export const storageFailure = (code: StorageCode, status?: number) =>
  new BackendError(STORAGE_MESSAGES[code], status, code);
