import type { BrandSignupStatus } from "~/shared/constants";
import type {
  AdminAuditDocument,
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  NewsletterSubscriberDocument,
  StoredUploadedFile,
  WithId,
} from "~/shared/documents";
import type { ApplicationStatusAnswer, WithdrawOutcome } from "~/shared/application-status";
import type { ConfirmSubscriptionOutcome, UnsubscribeOutcome } from "~/shared/consent";
import type {
  ApproveCreatorRequest,
  BrandWaitlistSignup,
  ContactMessageInput,
  CreatorApplicationRequest,
  DeleteCreatorApplicationRequest,
  NewsletterSignup,
} from "~/shared/wire/forms";
import type { ErasureCounts, PersonData } from "~/shared/people";
import type { AdminCounts, AdminOverview } from "~/shared/admin-overview";

export type { AdminCounts, AdminOverview };

/**
 * The one data interface the browser uses (docs/decisions/0001-backends.md). Pages and components
 * talk to this, never to `firebase/*` or `fetch` directly. Implemented by the Firebase client
 * (src/lib/backend/firebase) and, for component tests, the in-memory backend (testing/app/memory-backend.ts).
 */

export interface SessionUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  /** From the verified `admin` custom claim. */
  isAdmin: boolean;
}

export type SessionState =
  { status: "unknown" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };

export interface AuthClient {
  /** Calls back with "unknown" never: only once Firebase has restored the session. */
  onSessionChange(listener: (session: SessionState) => void): () => void;
  /** Throws SecondFactorRequired when the account has a second factor (Firebase only: TOTP). */
  signInWithEmail(email: string, password: string): Promise<SessionUser>;
  /** Anonymous session for owned uploads on /creator-signup (docs/security.md). */
  signInAnonymously(): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** The current user's Firebase ID token, or null when signed out. */
  getIdToken(): Promise<string | null>;
}

/** Thrown by every call that fails; `message` is what the user should see. */
export class BackendError extends Error {
  override name = "BackendError";
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    /** What the server sent with the failure, e.g. the current document with a 409 "conflict". */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The rest of a sign-in whose password was right and whose account has an authenticator app (TOTP). */
export interface SecondFactorChallenge {
  /**
   * Finishes the sign-in with the app's current 6-digit code. Throws a BackendError with the message
   * to show; its code is `auth/code-expired` when the challenge can no longer be answered (start again).
   */
  verify(code: string): Promise<SessionUser>;
}

/** Thrown by `signInWithEmail` when the password was right and the account needs its second factor. */
export class SecondFactorRequired extends BackendError {
  override name = "SecondFactorRequired";
  constructor(readonly challenge: SecondFactorChallenge) {
    super("Enter the code from your authenticator app.", undefined, "auth/multi-factor-auth-required");
  }
}

export interface CallOptions {
  /** Abort after this many ms; null for no limit. Each call has the product's default. */
  timeoutMs?: number | null;
  signal?: AbortSignal;
}

/**
 * The five calls of product.md §P5 with the product's client behaviour (timeouts, `error` field,
 * fallbacks). Payload types come from the forms' wire codecs (~/shared/wire/forms).
 */
export interface ApiClient {
  /** Pricing page: no timeout (default); creator page: pass `TIMEOUTS_MS.creatorNewsletter`. */
  subscribeToNewsletter(signup: NewsletterSignup, options?: CallOptions): Promise<void>;
  /** Aborts after 15 s by default. */
  joinBrandWaitlist(signup: BrandWaitlistSignup, options?: CallOptions): Promise<void>;
  /** Multipart; aborts after 30 s by default. Sends the (anonymous) ID token so uploads are owned. */
  submitCreatorApplication(application: CreatorApplicationRequest, options?: CallOptions): Promise<{ id: string }>;
  approveCreator(request: ApproveCreatorRequest, options?: CallOptions): Promise<{ emailSent: boolean }>;
  /**
   * Reject: deletes the application and its files. With `notifyApplicant` the server first sends
   * the polite "not selected this time" e-mail; `emailSent` says whether it went.
   */
  deleteCreatorApplication(
    request: DeleteCreatorApplicationRequest,
    options?: CallOptions,
  ): Promise<{ emailSent: boolean }>;
  /** The confirmation link's page: every known outcome is an answer, not an error. Aborts after 15 s. */
  confirmSubscription(token: string, options?: CallOptions): Promise<ConfirmSubscriptionOutcome>;
  /** The unsubscribe page's button; no sign-in. Aborts after 15 s. */
  unsubscribe(token: string, options?: CallOptions): Promise<UnsubscribeOutcome>;
  /** The applicant's private status page; every answer (even "invalid") is an answer. Aborts after 15 s. */
  applicationStatus(token: string, options?: CallOptions): Promise<ApplicationStatusAnswer>;
  /** Withdraws the application the token opens: it and its videos are deleted at once. */
  withdrawApplication(token: string, options?: CallOptions): Promise<WithdrawOutcome>;
  /** "Send me my link again": the server's one answer, whether or not the address is on file. */
  resendStatusLink(email: string, recaptchaToken: string, options?: CallOptions): Promise<string>;
}

export interface ContactClient {
  /** Adds a document to `contact_messages` with `createdAt`. */
  sendContactMessage(input: ContactMessageInput): Promise<void>;
}

/** The admin lists (product.md §P5 "Database"): newest first, 50 at a time. */
export interface AdminListItems {
  "creator-applications": CreatorApplicationDocument;
  "brand-signups": BrandSignupDocument;
  "contact-messages": ContactMessageDocument;
  "newsletter-subscribers": NewsletterSubscriberDocument;
  /** The activity log (adminAudit), newest first; read-only for the panel. */
  "admin-audit": AdminAuditDocument;
}
export type AdminList = keyof AdminListItems;

export interface AdminListQuery {
  /**
   * Status filter: CreatorApplicationStatus, BrandSignupStatus, for newsletter
   * "confirmed" | "unconfirmed" | "unsubscribed", for admin-audit an AdminAuditAction. Null/absent = all.
   */
  status?: string | null;
  /**
   * Free text, normalised the same way in the browser and on the server (search tokens stored with each document):
   * applications by first/last name, e-mail, niche; brand sign-ups by name, company, e-mail;
   * contact/newsletter by name/e-mail.
   */
  search?: string | null;
  /** Exact `utm_source` / `utm_campaign` of the record's last touch (applications, brand sign-ups, newsletter). */
  source?: string | null;
  campaign?: string | null;
  /** Applications only: those with at least one portrait video (their stored `hasPortraitVideo`). */
  portrait?: boolean | null;
  /** The previous page's `nextCursor`; absent for the first page. */
  cursor?: string | null;
}

/** One page: 50 (ADMIN_LIST_LIMIT) items, newest first, exact paging (sort field + document id). */
export interface AdminPage<T> {
  items: Array<WithId<T>>;
  nextCursor: string | null;
}

export interface BrandSignupChanges {
  status?: BrandSignupStatus;
  notes?: string;
  meeting_signed_up?: boolean;
}

export interface AdminDataClient {
  list<L extends AdminList>(list: L, query?: AdminListQuery): Promise<AdminPage<AdminListItems[L]>>;
  /**
   * Live view of exactly the page `query` names (only that page is listened to). Calls `onChange`
   * at once and after every change; `onError` hears failures it cannot recover from
   * (BackendError with status 401/403, or a lost connection after retries).
   */
  watch<L extends AdminList>(
    list: L,
    query: AdminListQuery,
    onChange: (page: AdminPage<AdminListItems[L]>) => void,
    onError?: (error: BackendError) => void,
  ): () => void;
  /** One record, for deep links (/admin/applications/:id); null when it does not exist. */
  get<L extends AdminList>(list: L, id: string): Promise<WithId<AdminListItems[L]> | null>;
  /** Counts per status from the server (aggregate counts, never by reading the collection). */
  counts(list: AdminList): Promise<AdminCounts>;
  /** With `source`, each week also counts the records from that `utm_source` (24 more aggregate counts). */
  overview(options?: { source?: string | null }): Promise<AdminOverview>;
  /** Starts a download of the CSV of the filtered view, streamed by the server, no row limit. */
  exportCsv(list: AdminList, query: Omit<AdminListQuery, "cursor">): Promise<void>;
  /**
   * Sets `updated_at`. With `expectedUpdatedAt`, refuses (BackendError status 409, code "conflict")
   * when the sign-up changed since — the UI shows the conflict instead of overwriting.
   */
  updateBrandSignup(
    id: string,
    changes: BrandSignupChanges,
    options?: { expectedUpdatedAt?: string },
  ): Promise<{ updated_at: string }>;
  deleteBrandSignup(id: string): Promise<void>;
  /** Erasure requests. */
  deleteContactMessage(id: string): Promise<void>;
  /** Adds the signed-in admin to `adminLogins` (and the audit log). */
  logAdminSignIn(): Promise<void>;
  /**
   * For one application, each stored file reference (`url`) → the address its player opens now,
   * from the server (on Firebase a signed URL that expires). Files that are gone are left out.
   */
  fileAddresses(applicationId: string): Promise<Record<string, string>>;
  /** People: everything held about one e-mail address (normalised by the server). */
  findPerson(email: string): Promise<PersonData>;
  /** People: erases every record and file held about the address; the activity log keeps counts only. */
  erasePerson(email: string): Promise<ErasureCounts>;
}

export type UploadPhase =
  | { phase: "uploading" }
  /** No byte confirmed by the server for STALL_AFTER_MS (e.g. 15 s): the UI shows "stalled — retrying". */
  | { phase: "stalled" }
  /** Waiting `delayMs` before retry number `attempt` after a failure. */
  | { phase: "retrying"; attempt: number; delayMs: number };

export interface UploadOptions {
  /** Bytes the SERVER has confirmed (Storage's bytesTransferred of completed chunks) — never bytes merely handed to the socket — and the file's size. */
  onProgress?: (confirmed: number, total: number) => void;
  /** Bytes handed to the connection, ahead of what is confirmed (shown as a lighter band): the
   *  upload visibly moves on a slow link long before a chunk is confirmed. Never counts as done. */
  onSent?: (sent: number, total: number) => void;
  onPhase?: (phase: UploadPhase) => void;
  /** Called once when an earlier, interrupted upload of the same file (same fingerprint, same owner)
   *  is continued from `offset` instead of starting again. */
  onResume?: (offset: number) => void;
  /** Aborting cancels the upload and discards what was sent. */
  signal?: AbortSignal;
  /**
   * A fresh token of the form's human check. Asked only when the server needs one: for the first file
   * of an application (one check covers all its files), and again when the server says no check covers
   * the session. A failure it throws is the upload's failure.
   */
  humanCheckToken?: () => Promise<string>;
}

export interface UploadsClient {
  /** Resolves with `{ name, url, size, durationSeconds?, width?, height? }` once the server has the
   *  whole file and has checked its content (MP4/MOV by bytes). Failures are BackendErrors whose
   *  `code` is a storage code (storage/unauthorized, storage/network-request-failed,
   *  storage/quota-exceeded, storage/invalid-argument, storage/canceled, storage/unknown) and whose
   *  message is what the user should see after "Failed to upload (file name): ".
   *  Stored at `creator-uploads/{uid}/{timestamp}-{name}`, owned by the signed-in (usually
   *  anonymous) user. */
  upload(file: File, options?: UploadOptions): Promise<StoredUploadedFile>;
  /** Deletes one of the caller's own uploads by the `url` `upload` returned. */
  deleteByUrl(url: string): Promise<void>;
}

/** Everything the browser can ask of a backend; pages receive this from `loadBackend()`. */
export interface Backend {
  auth: AuthClient;
  contact: ContactClient;
  /** The five endpoints of product.md §P5. */
  api: ApiClient;
  adminData: AdminDataClient;
  uploads: UploadsClient;
}
