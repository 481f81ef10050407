import type { FunctionName } from "./function-secrets";

/**
 * The project's Firestore databases (firebase.json `firestore`, each with its own rules). Cloud IAM
 * scopes a grant to a whole database, never to a collection, so what a function may reach is decided
 * by which databases hold what it uses (docs/deploy.md, "Service accounts").
 */
export const DEFAULT_DATABASE = "(default)";
/**
 * Server-only: the claims on uploaded files (`file_claims`, cloud-storage-file-store.ts) and nothing
 * else, apart from people's data, so `checkUpload`, which parses untrusted bytes, is granted this
 * database and no other. The upload grants stay in (default): storage.rules read them there.
 */
export const UPLOADS_DATABASE = "uploads";
/**
 * Server-only: the request limits' counters (`rate_limits`, rate-limit.ts: ids are hashes of the group
 * and the client address or uid) and the health check's probe, nothing of anyone's, so the functions
 * that need no person's data (`clientErrors`, `health`) are granted this database and no other. The
 * upload caps stay in (default), in one transaction with the grant they gate.
 */
export const LIMITS_DATABASE = "limits";
export type DatabaseName = typeof DEFAULT_DATABASE | typeof UPLOADS_DATABASE | typeof LIMITS_DATABASE;
/** Kept by the backups and filled by a restore, together; `limits` is neither: its counters start again. */
export const BACKED_UP_DATABASES: readonly string[] = [DEFAULT_DATABASE, UPLOADS_DATABASE];

/**
 * What a function's service account is granted on a database: `user` is Cloud Datastore User
 * (read and write any document), `delete` a custom role holding only `datastore.entities.delete`
 * (no read, no query: `checkUpload` uses up its upload's grant in (default) and reads nothing there).
 */
export type DatabaseGrant = "user" | "delete";

/** People's data; the admin's functions and the sweeps count no request. */
const DATA_ONLY = { [DEFAULT_DATABASE]: "user" } as const;
/** The functions that read, claim or delete uploaded files: each also reaches the claims. */
const WITH_FILES = { ...DATA_ONLY, [UPLOADS_DATABASE]: "user" } as const;
/** A public endpoint over people's data: each request is counted in the limits first. */
const LIMITED = { ...DATA_ONLY, [LIMITS_DATABASE]: "user" } as const;
const LIMITED_WITH_FILES = { ...WITH_FILES, [LIMITS_DATABASE]: "user" } as const;
/** Needs no person's data: the limits alone. */
const LIMITS_ONLY = { [LIMITS_DATABASE]: "user" } as const;

/** Each function's databases, nothing more; docs/deploy.md binds exactly these (functions-bundle.test.ts). */
export const FUNCTION_DATABASES = {
  subscribeToWaitlist: LIMITED,
  creatorApplication: LIMITED_WITH_FILES,
  approveCreator: DATA_ONLY,
  deleteCreatorApplication: WITH_FILES,
  confirmSubscription: LIMITED,
  unsubscribe: LIMITED,
  unsubscribeOneClick: LIMITED,
  contactMessage: LIMITED,
  applicationStatus: LIMITED,
  withdrawApplication: LIMITED_WITH_FILES,
  resendStatusLink: LIMITED,
  openUpload: LIMITED,
  adminData: WITH_FILES,
  cleanUpUploads: WITH_FILES,
  cleanUpConsentLinks: DATA_ONLY,
  checkUpload: { [DEFAULT_DATABASE]: "delete", [UPLOADS_DATABASE]: "user" },
  sendOutboxMail: DATA_ONLY,
  clientErrors: LIMITS_ONLY,
  health: LIMITS_ONLY,
} as const satisfies Record<FunctionName, Partial<Record<DatabaseName, DatabaseGrant>>>;
