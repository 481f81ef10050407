import type { BrandSignupStatus } from "~/shared/constants";
import type {
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  ListResponse,
  StoredUploadedFile,
  WithId,
} from "~/shared/documents";
import type { ApiClient } from "./http-api";

export type { ApiClient };

/**
 * The one data interface the browser uses (docs/decisions/0001-backends.md). Pages and components
 * talk to this, never to `firebase/*` or `fetch` directly. Two implementations:
 * embedded (default; the local server) and firebase (production).
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
  ) {
    super(message);
  }
}

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
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
}
export type AdminList = keyof AdminListItems;

export interface BrandSignupChanges {
  status?: BrandSignupStatus;
  notes?: string;
  meeting_signed_up?: boolean;
}

export interface AdminDataClient {
  /** One page, newest first; pass the previous page's `nextCursor` for more. */
  list<L extends AdminList>(list: L, options?: { cursor?: string | null }): Promise<ListResponse<AdminListItems[L]>>;
  /**
   * Live first page: calls `onChange` with the current items and again after every change,
   * until the returned unsubscribe is called. `onError` hears failures it cannot recover from.
   */
  watch<L extends AdminList>(
    list: L,
    onChange: (items: Array<WithId<AdminListItems[L]>>) => void,
    onError?: (error: BackendError) => void,
  ): () => void;
  /** Sets `updated_at` along with the changes. */
  updateBrandSignup(id: string, changes: BrandSignupChanges): Promise<void>;
  deleteBrandSignup(id: string): Promise<void>;
  /** Adds the signed-in admin to `adminLogins`. */
  logAdminSignIn(): Promise<void>;
}

export type UploadPhase =
  | { phase: "uploading" }
  /** No byte confirmed by the server for STALL_AFTER_MS (e.g. 15 s): the UI shows "stalled — retrying". */
  | { phase: "stalled" }
  /** Waiting `delayMs` before retry number `attempt` after a failure. */
  | { phase: "retrying"; attempt: number; delayMs: number };

export interface UploadOptions {
  /** Bytes the SERVER has confirmed (tus Upload-Offset after each PATCH / Storage's bytesTransferred
   *  of completed chunks) — never bytes merely handed to the socket — and the file's size. */
  onProgress?: (confirmed: number, total: number) => void;
  onPhase?: (phase: UploadPhase) => void;
  /** Called once when an earlier, interrupted upload of the same file (same fingerprint, same owner)
   *  is continued from `offset` instead of starting again. */
  onResume?: (offset: number) => void;
  /** Aborting cancels the upload and discards what was sent. */
  signal?: AbortSignal;
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
