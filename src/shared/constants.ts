/** Business constants of product.md §P10 shared by the browser and the server. */

export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MAX_BYTES = 1_073_741_824;
export const UPLOAD_CONTENT_TYPES = ["video/mp4", "video/quicktime"] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** The file picker's `accept` list: the extensions of UPLOAD_CONTENT_TYPES. */
export const UPLOAD_EXTENSIONS = [".mp4", ".mov"] as const;
/** Object paths of creator videos (docs/security.md): `creator-uploads/{uid}/{timestamp}-{name}`. */
export const UPLOAD_ROOT = "creator-uploads";

export const REFERRAL_SOURCES = [
  "Social Media",
  "Google Search",
  "Friend/Colleague",
  "Email Newsletter",
  "Instagram Ad",
  "Facebook Ad",
  "TikTok",
  "YouTube",
  "Other",
] as const;

export const CREATOR_APPLICATION_STATUSES = ["pending", "approved_rising_star", "approved_pro", "rejected"] as const;
export type CreatorApplicationStatus = (typeof CREATOR_APPLICATION_STATUSES)[number];

export const CREATOR_STATUS_LABELS: Record<CreatorApplicationStatus, string> = {
  pending: "Pending",
  approved_rising_star: "Rising Star",
  approved_pro: "Pro Creator",
  rejected: "Rejected",
};

export const APPROVAL_TYPES = ["rising_star", "pro"] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

export const APPROVAL_STATUS: Record<ApprovalType, CreatorApplicationStatus> = {
  rising_star: "approved_rising_star",
  pro: "approved_pro",
};

export const BRAND_SIGNUP_STATUSES = [
  "pending",
  "contacted",
  "meeting_scheduled",
  "converted",
  "not_interested",
] as const;
export type BrandSignupStatus = (typeof BRAND_SIGNUP_STATUSES)[number];

/** What the admin reads for each brand sign-up status (docs/product.md §P7.2): on screen, in the activity log, in the CSV. */
export const BRAND_SIGNUP_STATUS_LABELS: Record<BrandSignupStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  meeting_scheduled: "Meeting scheduled",
  converted: "Converted",
  not_interested: "Not interested",
};

/** Applicants are told the outcome within this many days (product.md §P1): the creator page and the acknowledgement e-mail. */
export const DECISION_WITHIN_DAYS = 7;

/** Creator pay per video in pounds (product.md §P10). */
export const CREATOR_PAY_PER_VIDEO: Record<ApprovalType, number> = { rising_star: 95, pro: 200 };

export const ADMIN_LIST_LIMIT = 50;

/** The application's human check: attempts, each raced against TIMEOUTS_MS.humanCheckAttempt (product.md §P4.5). */
export const HUMAN_CHECK_ATTEMPTS = 3;
/** What the activity log (`adminAudit`) records; append-only for the panel. */
export const ADMIN_AUDIT_ACTIONS = [
  "approve_creator",
  "delete_creator_application",
  "update_brand_signup",
  "delete_brand_signup",
  "delete_contact_message",
  "export_csv",
  "admin_sign_in",
  /** Written by the server for the applicant (no admin acted): only the id and the files deleted. */
  "withdraw_creator_application",
  /** The People screen's erasure: counts per collection, never the address or the data. */
  "erase_person",
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** Newsletter subscribers by their consent record's status (only "confirmed" is subscribed). */
export const NEWSLETTER_STATUSES = ["confirmed", "unconfirmed", "unsubscribed"] as const;

export const TIMEOUTS_MS = {
  application: 30_000,
  waitlist: 15_000,
  creatorNewsletter: 15_000,
  humanCheckToken: 10_000,
  humanCheckAttempt: 15_000,
  humanCheckPause: 2_000,
  chunkLoad: 120_000,
} as const;

/**
 * The application answers 409 with this code while checkUpload has not yet recorded a file's reading
 * (normally a few seconds after its upload); the browser reads the code, not the words.
 */
export const VIDEO_STILL_CHECKING_CODE = "video_still_checking";
/**
 * While the answer is VIDEO_STILL_CHECKING_CODE the form sends the same application again, this long
 * after each answer, up to `resends` times (about 20 s), before it shows the server's message (product.md §P5.4).
 */
export const STILL_CHECKING_RESEND = { pauseMs: 2_000, resends: 10 } as const;
