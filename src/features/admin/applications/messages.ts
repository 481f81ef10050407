import { BackendError } from "~/lib/backend";
import { INVALID_DATA } from "../data/errors";

/** docs/product.md §P8.2, word for word; "..." is filled with what went wrong. */
export const APPLICATION_MESSAGES = {
  authRequired: "Authentication required",
  processing: (detail: string) => `Error processing data: ${detail}`,
  fetchFailed: (detail: string, code: string) => `Failed to fetch applications: ${detail} (Code: ${code})`,
  cannotConnect: (detail: string) => `Cannot connect to database: ${detail}`,
  approveSignedOut: "You must be logged in to approve creators",
  approveFailed: (detail: string) => `Failed to approve creator: ${detail}`,
  approved: (emailSent: boolean) => `Creator approved successfully! Email sent: ${emailSent ? "Yes" : "No"}`,
  rejectQuestion: "Are you sure you want to reject and delete this creator application? This action cannot be undone.",
  rejectFailed: "Failed to delete creator application. Please try again.",
  rejected: "Creator application deleted successfully.",
  /** The reject dialog's optional box (unticked). */
  politeEmail: "Send a polite 'not selected this time' e-mail",
} as const;

/**
 * Which of the product's load errors a failure is: no session or an expired one → "Authentication
 * required"; no answer at all (lost connection) → "Cannot connect to database"; an answer that
 * could not be read → "Error processing data"; any other refusal → "Failed to fetch applications".
 */
export function loadErrorMessage(error: unknown): string {
  if (!(error instanceof BackendError)) {
    return APPLICATION_MESSAGES.processing(error instanceof Error ? error.message : String(error));
  }
  if (error.status === 401) return APPLICATION_MESSAGES.authRequired;
  if (error.status === undefined || error.status === 0) {
    // The client's own text may already say it, or say what failed ("Failed to load …: network error"): the
    // product's prefix is shown once, then only why.
    return APPLICATION_MESSAGES.cannotConnect(
      error.message.replace(/^(Cannot connect to database|Failed to [^:]+):?\s*/i, "") || "no answer",
    );
  }
  if (error.code === INVALID_DATA) return APPLICATION_MESSAGES.processing(error.message);
  return APPLICATION_MESSAGES.fetchFailed(error.message, error.code ?? String(error.status));
}

/** An approval that failed: signed out → the product's log-in message; else the product's failure with the reason. */
export function approveErrorMessage(error: unknown): string {
  if (error instanceof BackendError && error.status === 401) return APPLICATION_MESSAGES.approveSignedOut;
  const detail = error instanceof Error && error.message ? error.message : "Unknown error";
  return APPLICATION_MESSAGES.approveFailed(detail);
}
