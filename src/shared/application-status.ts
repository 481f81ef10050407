import type { CreatorApplicationStatus } from "./constants";

/** What the applicant's private status page shows (docs/product.md, "Application status page"). */
export type ApplicationStatusWord = "in_review" | "approved_rising_star" | "approved_pro";

export interface ApplicationStatusFile {
  name: string;
  /** Whole seconds read from the file's own bytes; null on older entries. */
  durationSeconds: number | null;
  /** Bytes; null on older entries. */
  size: number | null;
  /** The rest of what the server read from the file (src/shared/video-facts.ts); absent on older entries. */
  width?: number;
  height?: number;
  codec?: string;
  hdr?: boolean;
  frameRate?: number | null;
  hasAudio?: boolean;
}

/**
 * The status link's answer. "invalid" is the one answer to a wrong, altered, expired or revoked
 * link: it says nothing about whether any application exists. "no_longer_on_file" answers a
 * genuine link whose application was withdrawn or deleted: nothing of it is left to show.
 */
export type ApplicationStatusAnswer =
  | {
      outcome: "found";
      status: ApplicationStatusWord;
      submittedAt: string;
      /** When the decision is due (submittedAt + DECISION_WITHIN_DAYS); null once decided. */
      decisionBy: string | null;
      files: ApplicationStatusFile[];
    }
  | { outcome: "no_longer_on_file" }
  | { outcome: "invalid" };

export type WithdrawOutcome = "withdrawn" | "invalid";

export const STATUS_WORD_OF: Record<CreatorApplicationStatus, ApplicationStatusWord | null> = {
  pending: "in_review",
  approved_rising_star: "approved_rising_star",
  approved_pro: "approved_pro",
  rejected: null,
};

/** The resend form's refusal once its daily allowance for the address or the client is used up. */
export const STATUS_LINK_DAILY_LIMIT = "Too many requests. Please try again tomorrow.";

/** The resend form's one answer, whether or not the address is on file (no enumeration). */
export const STATUS_LINK_RESENT =
  "If we hold an application from that address, we have e-mailed its private link to it. Please check your inbox.";
