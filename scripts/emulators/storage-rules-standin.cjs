// Preloaded (`node --require`) into the firebase-tools process that `scripts/firebase-stack.mjs`
// starts when Java 21 is missing. firebase-tools' Storage emulator is Node, but it evaluates
// storage.rules in a Java 21 JAR it downloads (cloud-storage-rules-runtime); neither is available on
// such a machine. This replaces only that evaluator with the same decisions as storage.rules,
// written out in JavaScript, so the Storage emulator (its resumable protocol, its triggers to the
// Functions emulator) runs for real. storage.rules itself is proven only where the runtime exists
// (`npm run test:firebase`, CI's emulator workflow); docs/decisions/0001-backends.md says so.
// What storage.rules read from Firestore (`settings/admin`, an upload's `upload_grants` document) it
// reads from the Firestore emulator (FIRESTORE_EMULATOR_HOST), as the owner. Note: firebase-tools'
// Storage emulator evaluates a resumable upload's create when it is finalised, not at its start.
// Keep the decisions below in step with the emulators' copy of storage.rules.
"use strict";

const path = require("node:path");

// The emulators' copy of storage.rules these decisions were written from (scripts/emulator-rules.ts:
// the committed file plus the seed's waiver), as sha256. A change to storage.rules fails
// functions/src/firebase/__tests__/storage-rules-standin.test.ts until this stand-in is brought in step.
const STORAGE_RULES_SHA256 = "5cba5f39490dd3c6a9aff5756305ba33ccb1c4a2805e12c56acf6654c3e7ee7d";
const MAX_BYTES = 1073741824;
const VIDEO_TYPES = ["video/mp4", "video/quicktime"];
const UPLOAD_NAME = /^[0-9]{1,16}-[A-Za-z0-9][A-Za-z0-9._ -]{0,99}$/;
/** The one metadata key an upload may carry: the download token Storage's own API adds. */
const ALLOWED_METADATA_KEYS = ["firebaseStorageDownloadTokens"];
const unset = (value) => value === undefined || value === null || value === "";

/** storage.rules' setsNothingElse(): no metadata key of the uploader's own, no encoding, no cache policy. */
function setsNothingElse(after) {
  const keys = after?.metadata ? Object.keys(after.metadata) : [];
  return (
    keys.every((key) => ALLOWED_METADATA_KEYS.includes(key)) &&
    (unset(after?.contentEncoding) || after.contentEncoding === "identity") &&
    unset(after?.cacheControl)
  );
}

function claims(token) {
  if (!token) return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return { uid: payload.user_id ?? payload.sub, token: payload };
  } catch {
    return null;
  }
}

/** One Firestore document's fields, as storage.rules read it with firestore.get (null when absent). */
async function firestoreFields(documentPath) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) return null;
  const project = process.env.GCLOUD_PROJECT || "demo-ugc-marketplace";
  try {
    const response = await fetch(
      `http://${host}/v1/projects/${project}/databases/(default)/documents/${documentPath}`,
      {
        headers: { authorization: "Bearer owner" },
      },
    );
    if (!response.ok) return null;
    return (await response.json()).fields ?? null;
  } catch {
    return null;
  }
}

/** Firestore `settings/admin`: its e-mail and second-factor setting (null when absent). */
async function adminSettings() {
  const fields = await firestoreFields("settings/admin");
  if (!fields) return null;
  return { email: fields.email?.stringValue ?? null, secondFactor: fields.secondFactor?.stringValue ?? "required" };
}

/**
 * Firestore `upload_grants/{uid}__{fileName}` (written by the openUpload function): `{ size,
 * contentType, expireAt }` with expireAt in ms, or null when there is none.
 */
async function uploadGrant(objectPath) {
  const match = /^\/?b\/[^/]+\/o\/creator-uploads\/([^/]+)\/([^/]+)$/.exec(objectPath);
  if (!match) return null;
  const fields = await firestoreFields(`upload_grants/${encodeURIComponent(`${match[1]}__${match[2]}`)}`);
  if (!fields) return null;
  return {
    size: Number(fields.size?.integerValue ?? fields.size?.doubleValue ?? NaN),
    contentType: fields.contentType?.stringValue ?? null,
    expireAt: Date.parse(fields.expireAt?.timestampValue ?? ""),
  };
}

/** storage.rules' grantAllows(): a grant for this path, of this size and type, not expired at `now`. */
function grantAllows(grant, after, now) {
  return Boolean(
    grant && Number(after?.size) === grant.size && after?.contentType === grant.contentType && now < grant.expireAt,
  );
}

/**
 * The claim AND the configured e-mail (Firestore `settings/admin`) AND a verified e-mail; never an
 * anonymous session; signed in with the second factor (unless `settings/admin` waives it) within
 * the last 12 hours of `now` (ms).
 */
function isAdmin(auth, settings, now) {
  if (!auth || auth.token.admin !== true || auth.token.email_verified !== true) return false;
  if (auth.token.firebase?.sign_in_provider === "anonymous" || typeof auth.token.email !== "string") return false;
  if (!settings || typeof settings.email !== "string" || auth.token.email.toLowerCase() !== settings.email)
    return false;
  const secondFactor = Boolean(auth.token.firebase?.sign_in_second_factor);
  if (!secondFactor && settings.secondFactor !== "waived-in-emulator") return false;
  return typeof auth.token.auth_time === "number" && auth.token.auth_time > now / 1000 - 12 * 60 * 60;
}

/**
 * The decision storage.rules makes for one request (method: get, list, create, update, delete);
 * `admin` is what storage.rules read from Firestore `settings/admin` ({ email, secondFactor }; none:
 * nobody is the admin), `grant` the object's `upload_grants` document (none: no create, and a delete
 * may go ahead), `now` the request's time (ms).
 */
function decide({ method, path: given, file = {}, token, admin = null, grant = null, now = Date.now() }) {
  const auth = claims(token);
  const objectPath = given.startsWith("/") ? given : `/${given}`;
  const match = /^\/b\/[^/]+\/o\/creator-uploads\/([^/]+)\/([^/]+)$/.exec(objectPath);
  const folder = /^\/b\/[^/]+\/o\/creator-uploads(\/[^/]+)?\/?$/.exec(objectPath);
  if (method === "list") return Boolean(folder || match) && isAdmin(auth, admin, now);
  if (!match) return false;
  const [, uid, fileName] = match;
  const owner = Boolean(auth && auth.uid === uid);
  const before = file.before ?? null;
  const after = file.after ?? null;
  const claimed = Boolean(before?.metadata && "applicationId" in before.metadata);
  switch (method) {
    case "create":
      // A write over an existing object is an update for the rules runtime: refused.
      return (
        !before &&
        owner &&
        UPLOAD_NAME.test(fileName) &&
        !fileName.includes("..") &&
        Number(after?.size ?? 0) <= MAX_BYTES &&
        VIDEO_TYPES.includes(after?.contentType) &&
        setsNothingElse(after) &&
        grantAllows(grant, after, now)
      );
    case "delete":
      return owner && !claimed && !grant;
    case "get":
      return isAdmin(auth, admin, now);
    default:
      return false;
  }
}

/** The rules runtime's `verify`, reading from the Firestore emulator what storage.rules read from Firestore. */
async function verify(opts) {
  const admin = opts.method === "get" || opts.method === "list" ? await adminSettings() : null;
  const grant = opts.method === "create" || opts.method === "delete" ? await uploadGrant(opts.path) : null;
  return { permitted: decide({ ...opts, admin, grant }), issues: { exist: () => false, all: [] } };
}

const ruleset = { verify };

function patch() {
  const root = path.dirname(require.resolve("firebase-tools/package.json"));
  const runtime = require(path.join(root, "lib/emulator/storage/rules/runtime.js"));
  const manager = require(path.join(root, "lib/emulator/storage/rules/manager.js"));
  const downloadable = require(path.join(root, "lib/emulator/downloadableEmulators.js"));
  runtime.StorageRulesRuntime.prototype.start = async function start() {};
  runtime.StorageRulesRuntime.prototype.stop = async function stop() {};
  const createManager = manager.createStorageRulesManager;
  manager.createStorageRulesManager = (rules, rulesRuntime) => {
    const real = createManager(rules, rulesRuntime);
    return { start: async () => ({ all: [] }), stop: async () => undefined, getRuleset: () => ruleset, real };
  };
  // With the rules evaluated here, the Storage emulator needs no Java: only the rules runtime does.
  const requiresJava = downloadable.requiresJava;
  downloadable.requiresJava = (emulator) => (emulator === "storage" ? false : requiresJava(emulator));
  console.log("[storage] storage.rules evaluated by the JavaScript stand-in (no Java 21 rules runtime here)");
}

// Only the firebase CLI itself; the function workers it spawns inherit NODE_OPTIONS too.
if (/(\.bin\/firebase|firebase-tools\/lib\/bin\/firebase\.js)$/.test(process.argv[1] ?? "")) patch();

module.exports = { decide, verify, MAX_BYTES, VIDEO_TYPES, UPLOAD_NAME, STORAGE_RULES_SHA256 };
