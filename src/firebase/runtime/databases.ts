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
export type DatabaseName = typeof DEFAULT_DATABASE | typeof UPLOADS_DATABASE;

/**
 * What a function's service account is granted on a database: `user` is Cloud Datastore User
 * (read and write any document), `delete` a custom role holding only `datastore.entities.delete`
 * (no read, no query: `checkUpload` uses up its upload's grant in (default) and reads nothing there).
 */
export type DatabaseGrant = "user" | "delete";

/** The functions that read, claim or delete uploaded files: each also reaches the claims. */
const WITH_FILES = { [DEFAULT_DATABASE]: "user", [UPLOADS_DATABASE]: "user" } as const;
const DATA_ONLY = { [DEFAULT_DATABASE]: "user" } as const;

/** Each function's databases, nothing more; docs/deploy.md binds exactly these (functions-bundle.test.ts). */
export const FUNCTION_DATABASES = {
  subscribeToWaitlist: DATA_ONLY,
  creatorApplication: WITH_FILES,
  approveCreator: DATA_ONLY,
  deleteCreatorApplication: WITH_FILES,
  confirmSubscription: DATA_ONLY,
  unsubscribe: DATA_ONLY,
  unsubscribeOneClick: DATA_ONLY,
  contactMessage: DATA_ONLY,
  applicationStatus: DATA_ONLY,
  withdrawApplication: WITH_FILES,
  resendStatusLink: DATA_ONLY,
  openUpload: DATA_ONLY,
  adminData: WITH_FILES,
  cleanUpUploads: WITH_FILES,
  cleanUpConsentLinks: DATA_ONLY,
  checkUpload: { [DEFAULT_DATABASE]: "delete", [UPLOADS_DATABASE]: "user" },
  sendOutboxMail: DATA_ONLY,
  clientErrors: DATA_ONLY,
  health: DATA_ONLY,
} as const satisfies Record<FunctionName, Partial<Record<DatabaseName, DatabaseGrant>>>;
