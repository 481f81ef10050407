/**
 * The Cloud Functions (2nd gen, Node 22, London region): thin entry points over the business core.
 * Bundled with core/, firebase/ and src/shared by `npm run build:functions` (scripts/build-functions.ts);
 * what each does is in docs/deploy.md and docs/security.md.
 */
import { defineBoolean, defineInt, defineSecret, defineString } from "firebase-functions/params";
import { setGlobalOptions } from "firebase-functions/v2";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { createAdminFunction } from "@functions/firebase/http/admin-function";
import { createApiFunctions } from "@functions/firebase/http/api-functions";
import { loggingFailures } from "@functions/firebase/observability/error-log";
import { sendOutboxEntry } from "@functions/firebase/outbox/outbox-created";
import { refuseUnsafeStart } from "@functions/firebase/runtime/config";
import { processEnvironment } from "@functions/firebase/runtime/environment";
import {
  FUNCTION_SECRETS,
  SECRET_NAMES,
  serviceAccountOf,
  type FunctionName,
} from "@functions/firebase/runtime/function-secrets";
import { createRuntimeLoader } from "@functions/firebase/runtime/runtime";
import { sweepConsentLinks, sweepUploads } from "@functions/firebase/scheduled/sweeps";
import { checkFinalizedUpload } from "@functions/firebase/storage/upload-finalized";

/** UK data stays in London (docs/deploy.md: create Firestore and the bucket in europe-west2 too). */
export const REGION = "europe-west2";

setGlobalOptions({ region: REGION, maxInstances: 10 });

/**
 * Every function's memory: functions/.env gives every function of the codebase one V8 heap limit
 * (NODE_OPTIONS, 1,280 MiB, which the HTTP functions' worst body needs; Cloud Functions sets
 * environment variables per codebase, not per function), so each function has room for that heap and
 * 256 MiB besides (function-heap.test.ts).
 */
const MEMORY = "2GiB" as const;

// A deployed instance whose settings would fail open (or lack a link key its function uses) throws here and never serves.
refuseUnsafeStart(processEnvironment());

// Parameters (prompted for at the first deploy, kept in functions/.env.<project>); read from the
// environment by functions/src/firebase/runtime/environment.ts and checked by config.ts.
defineString("ADMIN_EMAIL", { description: "The one admin account's e-mail address" });
defineString("PUBLIC_SITE_URL", { description: "The site's https origin, for links in e-mails" });
defineString("SMTP_HOST", { default: "", description: "SMTP server for the approval and consent e-mails" });
defineInt("SMTP_PORT", { default: 587 });
defineString("SMTP_USER", { default: "" });
defineString("MAIL_FROM_ADDRESS", { default: "", description: "Sender address (the name is the brand's)" });
defineBoolean("ENFORCE_APP_CHECK", { default: true, description: "Refuse calls without a valid App Check token" });

// Secrets (Secret Manager): `firebase functions:secrets:set NAME`. Each function is bound only the ones
// it reads, and runs as its own service account (docs/deploy.md creates them with their roles).
const secretParams = Object.fromEntries(SECRET_NAMES.map((name) => [name, defineSecret(name)]));
const leastPrivilege = (name: FunctionName) => ({
  secrets: FUNCTION_SECRETS[name].map((secret) => secretParams[secret]!),
  serviceAccount: serviceAccountOf(name),
});

const api = createApiFunctions(createRuntimeLoader());
/**
 * The Functions Framework reads and parses every body with body-parser (limit "1024mb", fixed in its
 * server.js; nothing a function or an environment variable can lower) before the function's own
 * checks run; Cloud Run cuts an HTTP/1 request at 32 MiB, and a chunked body announces no length. One
 * 32 MiB JSON body of nested arrays peaks at ~1.7 GB of memory with ~0.9 GiB of it V8 heap
 * (`node scripts/measure-body-memory.mjs`; docs/security.md "Bodies"). So each HTTP instance serves one
 * request at a time with 2 GiB, and V8 may use 1,280 MiB of heap (NODE_OPTIONS in functions/.env):
 * the worst body is parsed and refused on an instance that serves nobody else, and the instance lives
 * on. Anyone may call these functions, token or not, and the body is parsed before anything can
 * refuse it, so the instances are what a stranger can make us pay for: a public function runs at most
 * 10 (far above a sign-up form's honest load; each gives up on a request after 30 s), the admin's 3
 * with Hosting's 60 s (an export answers in parts well inside it). With these caps the worst hourly
 * cost is the figure in docs/security.md "Cost of a stranger", which a test recomputes from them.
 */
export const HTTP_CONCURRENCY = 1;
export const PUBLIC_MAX_INSTANCES = 10;
export const ADMIN_MAX_INSTANCES = 3;
const http = {
  invoker: "public" as const,
  memory: MEMORY,
  cpu: 1,
  concurrency: HTTP_CONCURRENCY,
  maxInstances: PUBLIC_MAX_INSTANCES,
  timeoutSeconds: 30,
};
/** A public HTTP function's options: the sizing above, its own service account and secrets. */
const publicHttp = (name: FunctionName) => ({ ...http, ...leastPrivilege(name) });

export const subscribeToWaitlist = onRequest(publicHttp("subscribeToWaitlist"), api.subscribeToWaitlist);
export const creatorApplication = onRequest(publicHttp("creatorApplication"), api.creatorApplication);
export const approveCreator = onRequest(publicHttp("approveCreator"), api.approveCreator);
export const deleteCreatorApplication = onRequest(publicHttp("deleteCreatorApplication"), api.deleteCreatorApplication);
export const confirmSubscription = onRequest(publicHttp("confirmSubscription"), api.confirmSubscription);
export const unsubscribe = onRequest(publicHttp("unsubscribe"), api.unsubscribe);
export const unsubscribeOneClick = onRequest(publicHttp("unsubscribeOneClick"), api.unsubscribeOneClick);
export const contactMessage = onRequest(publicHttp("contactMessage"), api.contactMessage);
export const applicationStatus = onRequest(publicHttp("applicationStatus"), api.applicationStatus);
export const withdrawApplication = onRequest(publicHttp("withdrawApplication"), api.withdrawApplication);
export const resendStatusLink = onRequest(publicHttp("resendStatusLink"), api.resendStatusLink);
/** Opens each upload before its first byte: caps per uid, client and day; the size and type declared. */
export const openUpload = onRequest(publicHttp("openUpload"), api.openUpload);
/** Browsers' error reports (src/lib/error-reports.ts): each becomes a structured error entry (docs/operations.md). */
export const clientErrors = onRequest(publicHttp("clientErrors"), api.clientErrors);
/**
 * The uptime check's `GET /api/health`: the release and whether Firestore and Storage answer. Sized as the other
 * public functions (the framework parses any body first); each instance keeps its answer 10 s, so a flood of checks
 * costs at most one probe of each per instance and period.
 */
export const health = onRequest(publicHttp("health"), api.health);

const loadRuntime = createRuntimeLoader();

/** The admin operations that need the server: counts, overview, CSV export, audited edits (/api/admin/**). */
export const adminData = onRequest(
  { ...http, ...leastPrivilege("adminData"), maxInstances: ADMIN_MAX_INSTANCES, timeoutSeconds: 60 },
  createAdminFunction(loadRuntime),
);

/** Hourly: unused uploads (no application, older than 6 hours) go; referenced ones are claimed; download tokens are withdrawn. */
// Up to 9 minutes a run (the default is 60 s): it walks every application and upload.
export const cleanUpUploads = onSchedule(
  {
    schedule: "every 60 minutes",
    timeZone: "Europe/London",
    timeoutSeconds: 540,
    memory: MEMORY,
    ...leastPrivilege("cleanUpUploads"),
  },
  loggingFailures("scheduled", () => sweepUploads(loadRuntime)),
);

/** Daily: confirmation links past their expiry are made unusable on the server too; old receipts go. */
export const cleanUpConsentLinks = onSchedule(
  { schedule: "every day 03:00", timeZone: "Europe/London", memory: MEMORY, ...leastPrivilege("cleanUpConsentLinks") },
  loggingFailures("scheduled", () => sweepConsentLinks(loadRuntime)),
);

/**
 * Every e-mail a visitor's sign-up or status-link request queued (`outbox/{id}`, functions/src/core/email/outbox.ts):
 * the request answers once it has written the entry, so its timing does not tell whether anything is sent.
 */
export const sendOutboxMail = onDocumentCreated(
  { document: "outbox/{id}", memory: MEMORY, ...leastPrivilege("sendOutboxMail") },
  loggingFailures("trigger", (event) => sendOutboxEntry(loadRuntime, event.params.id)),
);

/**
 * checkUpload's capacity for the worst backlog the upload caps allow (docs/security.md "Uploads"):
 * grants live a day and everyone together may open 62 an hour (UPLOAD_CAPS), so at most 25 × 62 = 1,550
 * uploads can finish at once. A check makes at most 16 ranged reads (a 32 MiB `moov` one of them), never
 * of the media, whatever the file's size, and starts none after 8 s (functions/src/core/video/probe-reads.ts):
 * 10 s at most is assumed. 50 instances × 4 checks drain
 * 1,550 in 77.5 s; 2 GiB (MEMORY) holds four checks' `moov`s and their walks (each a few MiB of heap).
 */
export const CHECK_UPLOAD_CAPACITY = { maxInstances: 50, concurrency: 4, checkSeconds: 10 } as const;

/** Every finished upload: grant used up, download token withdrawn, per-user quota, content check (MP4/QuickTime by its bytes). */
// Parses untrusted bytes: it holds no secret at all.
export const checkUpload = onObjectFinalized(
  {
    ...leastPrivilege("checkUpload"),
    memory: MEMORY,
    cpu: 1,
    concurrency: CHECK_UPLOAD_CAPACITY.concurrency,
    maxInstances: CHECK_UPLOAD_CAPACITY.maxInstances,
    timeoutSeconds: 60,
  },
  loggingFailures(
    "upload-check",
    (event) => checkFinalizedUpload(loadRuntime, event.data.name, event.data.metadata ?? {}),
    "upload-check-failed",
  ),
);
