/**
 * The one data interface the browser uses (ARCHITECTURE §2). Pages and components
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
  | { status: "unknown" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: SessionUser };

export interface AuthClient {
  /** Calls back with "unknown" never: only once Firebase has restored the session. */
  onSessionChange(listener: (session: SessionState) => void): () => void;
  signInWithEmail(email: string, password: string): Promise<SessionUser>;
  /** Anonymous session for owned uploads on /creator-signup (ARCHITECTURE §4). */
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

/**
 * Everything the browser can ask of a backend. The API, admin-data and upload clients
 * are added by the business-core work; pages receive this from `loadBackend()`.
 */
export interface Backend {
  auth: AuthClient;
  contact: ContactClient;
}
