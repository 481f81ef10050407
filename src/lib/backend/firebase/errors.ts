import { BackendError } from "../types";

/** The server's words for the same refusals (src/server, src/testing/memory-backend.ts). */
export const AUTH_REQUIRED = "Authentication required";
export const ADMIN_REQUIRED = "You are not authorized to perform this action";

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

/**
 * A Firestore failure as the UI reads it, like the embedded client's: 401/403 with the server's
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

/** What a failed upload says after "Failed to upload (file name): " (product.md §P4.4.4, SPEC §8). */
export const STORAGE_MESSAGES = {
  "storage/unauthorized": "Storage access denied. Please check your connection.",
  "storage/network-request-failed": "Network error. Please check your internet connection.",
  "storage/quota-exceeded": "Storage quota exceeded. Please try a smaller file.",
  "storage/invalid-argument": "This file could not be read. Please choose it again.",
  "storage/canceled": "Upload cancelled",
  "storage/unknown": "Upload failed. Please try again.",
} as const;

export type StorageCode = keyof typeof STORAGE_MESSAGES;

/** The Storage SDK's many codes folded into the six the upload interface names (types.ts `UploadsClient`). */
export function storageCode(code: string | undefined): StorageCode {
  switch (code) {
    case "storage/unauthorized":
    case "storage/unauthenticated":
    // App Check refused the request: to the applicant that is access denied too.
    case "storage/unauthorized-app":
      return "storage/unauthorized";
    case "storage/retry-limit-exceeded":
    case "storage/network-request-failed":
      return "storage/network-request-failed";
    case "storage/quota-exceeded":
      return "storage/quota-exceeded";
    case "storage/invalid-argument":
    case "storage/cannot-slice-blob":
    case "storage/server-file-wrong-size":
      return "storage/invalid-argument";
    case "storage/canceled":
      return "storage/canceled";
    default:
      return "storage/unknown";
  }
}

const HTTP_STATUS: Partial<Record<StorageCode, number>> = {
  "storage/unauthorized": 403,
  "storage/quota-exceeded": 413,
  "storage/invalid-argument": 400,
};

export function storageError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = storageCode(codeOf(error));
  return new BackendError(STORAGE_MESSAGES[code], HTTP_STATUS[code], code);
}
