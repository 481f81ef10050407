import type { Firestore } from "firebase/firestore";
import type { AdminList } from "../types";
import { BackendError } from "../types";
import { AUTH_REQUIRED } from "./errors";

export interface AdminCaller {
  uid: string;
  email: string | null;
}

/** What the Firebase admin data needs; tests pass their own Firestore, clock and download. */
export interface FirebaseAdminDeps {
  firestore(): Firestore;
  /** The signed-in account, or null. */
  currentUser(): AdminCaller | null;
  now?(): Date;
  /** For the calls to the admin function: the export and every write (admin-export.ts, admin-writes.ts). */
  getIdToken(): Promise<string | null>;
  /** `X-Firebase-AppCheck`; a limited-use token (consumed by the function) for writes. */
  appCheckHeaders?(options?: { limitedUse?: boolean }): Promise<Record<string, string>>;
  fetch?: typeof fetch;
  /** Prefix of `/api/admin/…`; same origin by default (tests point it at the functions). */
  baseUrl?: string;
  /** Saves the exported file (a link click by default). */
  download?(file: Blob, fileName: string): void;
}

export const label = (list: AdminList) => list.replaceAll("-", " ");

/** Security rules decide who may read; without a session there is nothing to ask them. */
export function signedIn(deps: FirebaseAdminDeps): AdminCaller {
  const user = deps.currentUser();
  if (!user) throw new BackendError(AUTH_REQUIRED, 401, "unauthenticated");
  return user;
}
