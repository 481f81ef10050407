import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { emulatorRules } from "../../../../scripts/emulator-rules.ts";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from "~/shared/constants";

/**
 * The JavaScript stand-in for storage.rules (used where the Storage emulator's Java 21 rules runtime
 * is missing: the Firebase stack, the upload client's tests) must decide as storage.rules does. The
 * cases are security-rules.emulator.test.ts' Storage cases, which run on the real runtime with Java 21.
 */
const { decide, MAX_BYTES, VIDEO_TYPES, UPLOAD_NAME, STORAGE_RULES_SHA256 } = createRequire(import.meta.url)(
  "../../../../scripts/emulators/storage-rules-standin.cjs",
) as {
  decide(request: {
    method: string;
    path: string;
    file?: object;
    token?: string;
    admin?: { email: string; secondFactor?: string } | null;
    grant?: Grant | null;
    now?: number;
  }): boolean;
  MAX_BYTES: number;
  STORAGE_RULES_SHA256: string;
  VIDEO_TYPES: string[];
  UPLOAD_NAME: RegExp;
};

interface Grant {
  size: number;
  contentType: string;
  expireAt: number;
}

const NOW = Date.UTC(2026, 10, 28, 12);
/** Signed in an hour before NOW. */
const SIGNED_IN = NOW / 1000 - 3600;
const token = (claims: object) => `x.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;
const APPLICANT = token({ user_id: "applicant-uid", firebase: { sign_in_provider: "anonymous" } });
const OTHER = token({ user_id: "other-uid", email: "someone@example.com", firebase: { sign_in_provider: "password" } });
const PASSWORD = { sign_in_provider: "password" };
const ADMIN_EMAIL = "admin@example.com";
const ADMIN_CLAIMS = {
  user_id: "admin-uid",
  admin: true,
  email: ADMIN_EMAIL,
  email_verified: true,
  auth_time: SIGNED_IN,
  firebase: { ...PASSWORD, sign_in_second_factor: "totp" },
};
const ADMIN = token(ADMIN_CLAIMS);
// The admin's account signed in without the second factor, or over 12 hours ago.
const ADMIN_ONE_FACTOR = token({ ...ADMIN_CLAIMS, firebase: PASSWORD });
const ADMIN_LONG_AGO = token({ ...ADMIN_CLAIMS, auth_time: NOW / 1000 - 13 * 3600 });
const SETTINGS = { email: ADMIN_EMAIL };
const ANONYMOUS_WITH_CLAIM = token({
  user_id: "anon",
  admin: true,
  email: ADMIN_EMAIL,
  email_verified: true,
  firebase: { sign_in_provider: "anonymous" },
});
// The claim without the rest: another e-mail, or the admin's e-mail never verified (pre-registered).
const CLAIM_OTHER_EMAIL = token({
  user_id: "x",
  admin: true,
  email: "x@example.com",
  email_verified: true,
  firebase: PASSWORD,
});
const CLAIM_UNVERIFIED = token({
  user_id: "y",
  admin: true,
  email: ADMIN_EMAIL,
  email_verified: false,
  firebase: PASSWORD,
});
const at = (object: string) => `b/demo-ugc-marketplace.appspot.com/o/${object}`;
const own = "creator-uploads/applicant-uid/1732269600000-clip.mp4";
const video = (contentType = "video/mp4", metadata: Record<string, string> = {}) => ({
  after: { size: 8, contentType, metadata },
});
/** The openUpload function's grant for the object: its size and type, for a day. */
const grantFor = (after: { size: number; contentType: string }): Grant => ({
  size: after.size,
  contentType: after.contentType,
  expireAt: NOW + 86_400_000,
});

describe("the storage.rules stand-in", () => {
  it("was written from the emulators' copy of today's storage.rules: any change needs the stand-in brought in step", () => {
    const copy = emulatorRules("storage", readFileSync("storage.rules", "utf8"));
    const digest = createHash("sha256").update(copy).digest("hex");
    expect(digest, "storage.rules changed: update scripts/emulators/storage-rules-standin.cjs").toBe(
      STORAGE_RULES_SHA256,
    );
  });

  it("uses storage.rules' own limits, name pattern and types", () => {
    const rules = readFileSync("storage.rules", "utf8");
    expect(rules).toContain(`request.resource.size <= ${MAX_BYTES}`);
    expect(MAX_BYTES).toBe(UPLOAD_MAX_BYTES);
    expect(rules).toContain(`fileName.matches('${UPLOAD_NAME.source}')`);
    expect(rules).toContain(`request.resource.contentType in [${VIDEO_TYPES.map((type) => `'${type}'`).join(", ")}]`);
    expect([...VIDEO_TYPES].sort()).toEqual([...UPLOAD_CONTENT_TYPES].sort());
  });

  it("lets only the owning uid create, as MP4 or QuickTime with a safe name, never pre-claimed or over a file", () => {
    const create = (
      path: string,
      who?: string,
      file: { after?: { size: number; contentType: string }; before?: object } = video(),
    ) =>
      decide({
        method: "create",
        path: at(path),
        file,
        token: who,
        grant: file.after ? grantFor(file.after) : null,
        now: NOW,
      });
    expect(create(own, APPLICANT)).toBe(true);
    expect(create("creator-uploads/applicant-uid/1-clip.mov", APPLICANT, video("video/quicktime"))).toBe(true);
    expect(create(own)).toBe(false);
    expect(create(own, OTHER)).toBe(false);
    expect(create(own, ADMIN)).toBe(false);
    expect(create(own, APPLICANT, video("video/x-msvideo"))).toBe(false);
    expect(create("creator-uploads/applicant-uid/clip.mp4", APPLICANT)).toBe(false);
    expect(create("creator-uploads/applicant-uid/1732269600003-a..mp4", APPLICANT)).toBe(false);
    expect(create(own, APPLICANT, video("video/mp4", { applicationId: "x" }))).toBe(false);
    expect(create(own, APPLICANT, { ...video(), before: video().after })).toBe(false);
    expect(create(own, APPLICANT, { after: { size: MAX_BYTES + 1, contentType: "video/mp4" } })).toBe(false);
    expect(create("elsewhere/clip.mp4", APPLICANT)).toBe(false);
  });

  it("lets the owner create only an object the openUpload function granted, of the granted size and type, until it expires", () => {
    const create = (after: { size: number; contentType: string }, grant: Grant | null, now = NOW) =>
      decide({ method: "create", path: at(own), file: { after }, token: APPLICANT, grant, now });
    const granted = grantFor(video().after);
    expect(create(video().after, granted)).toBe(true);
    expect(create(video().after, null)).toBe(false);
    expect(create({ ...video().after, size: 9 }, granted)).toBe(false);
    expect(create({ ...video().after, size: 7 }, granted)).toBe(false);
    expect(create({ ...video().after, contentType: "video/quicktime" }, granted)).toBe(false);
    expect(create(video().after, granted, granted.expireAt)).toBe(false);
    // The grant is another uid's object: storage.rules read it by the path's own uid and name.
    expect(
      decide({
        method: "create",
        path: at(own),
        file: video(),
        token: OTHER,
        grant: granted,
        now: NOW,
      }),
    ).toBe(false);
  });

  it("refuses custom metadata, a content encoding and a cache policy set by the uploader", () => {
    const create = (after: object) =>
      decide({
        method: "create",
        path: at(own),
        file: { after: { ...video().after, ...after } },
        token: APPLICANT,
        grant: grantFor(video().after),
        now: NOW,
      });
    expect(create({ metadata: {} })).toBe(true);
    expect(create({ metadata: null, contentEncoding: "", cacheControl: "" })).toBe(true);
    expect(create({ contentEncoding: "identity" })).toBe(true);
    // The download token Storage's own API gives every upload (withdrawn by checkUpload).
    expect(create({ metadata: { firebaseStorageDownloadTokens: "t" } })).toBe(true);
    expect(create({ metadata: { note: "x" } })).toBe(false);
    expect(create({ metadata: { firebaseStorageDownloadTokens: "t", ownerUid: "someone-else" } })).toBe(false);
    expect(create({ contentEncoding: "gzip" })).toBe(false);
    expect(create({ cacheControl: "public, max-age=31536000" })).toBe(false);
  });

  it("lets only the admin read and list (never the owner), and only the owner delete an unclaimed file once checked", () => {
    const decideOn = (method: string, who?: string, file: object = {}, extra: object = {}) =>
      decide({ method, path: at(own), file, token: who, admin: SETTINGS, now: NOW, ...extra });
    expect(decideOn("get", APPLICANT)).toBe(false);
    expect(decideOn("get", ADMIN)).toBe(true);
    expect(decideOn("get", OTHER)).toBe(false);
    expect(decideOn("get")).toBe(false);
    expect(decideOn("get", ANONYMOUS_WITH_CLAIM)).toBe(false);
    expect(decideOn("get", CLAIM_OTHER_EMAIL)).toBe(false);
    expect(decideOn("get", CLAIM_UNVERIFIED)).toBe(false);
    // The second factor and a sign-in of the last 12 hours, as firestore.rules and the functions ask.
    expect(decideOn("get", ADMIN_ONE_FACTOR)).toBe(false);
    expect(decideOn("get", ADMIN_ONE_FACTOR, {}, { admin: { ...SETTINGS, secondFactor: "waived-in-emulator" } })).toBe(
      true,
    );
    expect(decideOn("get", ADMIN_LONG_AGO)).toBe(false);
    // Without settings/admin nobody is the admin.
    expect(decide({ method: "get", path: at(own), token: ADMIN, now: NOW })).toBe(false);
    const list = (who: string) =>
      decide({ method: "list", path: at("creator-uploads/applicant-uid"), token: who, admin: SETTINGS, now: NOW });
    expect(list(ADMIN)).toBe(true);
    expect(list(APPLICANT)).toBe(false);
    expect(list(CLAIM_UNVERIFIED)).toBe(false);
    expect(list(ADMIN_ONE_FACTOR)).toBe(false);
    expect(decideOn("delete", APPLICANT, { before: { metadata: {} } })).toBe(true);
    // Not while its grant stands (checkUpload has not run): a delete and a second create would use it twice.
    const unchecked = { grant: grantFor({ size: 8, contentType: "video/mp4" }) };
    expect(decideOn("delete", APPLICANT, { before: { metadata: {} } }, unchecked)).toBe(false);
    expect(decideOn("delete", APPLICANT, { before: { metadata: { applicationId: "app-1" } } })).toBe(false);
    expect(decideOn("delete", OTHER, { before: { metadata: {} } })).toBe(false);
    expect(decideOn("delete", ADMIN, { before: { metadata: {} } })).toBe(false);
    expect(decideOn("update", APPLICANT, video())).toBe(false);
  });
});
