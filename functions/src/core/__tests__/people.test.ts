import { searchTokensFor } from "~/shared/admin-lists";
import type { PersonData } from "~/shared/people";
import { addContactMessage } from "../handlers/contact-message";
import { mailboxSlot } from "../consent/mailbox-flags";
import { emailKey } from "../handlers/common";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { erasePerson, findPerson, NOTHING_HELD } from "../handlers/people";
import { enqueueMail, type OutboxEntry } from "../email/outbox";
import {
  ERASED_TARGET,
  type ErasureTombstone,
  filePathHash,
  purgeErasureTombstones,
  replayErasures,
  TOMBSTONE_DAYS,
} from "../handlers/erasures";
import type { CollectionName, DocumentData } from "../ports";
import { updateBrandSignup } from "../handlers/admin-data";
import { exportAdminList } from "../handlers/admin-export";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts({ humanCheck: "skipped" });
});

const asAdmin = { caller: callers.admin };
const somewhere = { caller: null, clientKey: "client-1" };
const HUMAN = { "g-recaptcha-response": "human" };
const FILE = "creator-uploads/applicant-uid/1700000000000-me.mp4";

/** Signs one address up in three places through the real handlers, plus an application with a file. */
async function signUpEverywhere(email = "Maya.Patel@Example.com") {
  expect(
    (
      await subscribeToWaitlist(
        { type: "brand", name: "Maya", email, companyName: "Glow", website: "", emailListOptIn: false, ...HUMAN },
        somewhere,
        ports,
      )
    ).status,
  ).toBe(200);
  expect((await subscribeToWaitlist({ email: ` ${email.toUpperCase()}` }, somewhere, ports)).status).toBe(200);
  expect(
    (await addContactMessage({ name: "Maya", email, message: "Hello", ...HUMAN }, somewhere, ports)).status,
  ).toBeLessThan(300);
  ports.files.put(FILE, { size: 10, contentType: "video/mp4", ownerUid: "applicant-uid" });
  const application = {
    firstName: "Maya",
    lastName: "Patel",
    email,
    status: "pending",
    submittedAt: "2026-05-01T09:00:00.000Z",
    uploadedFiles: [{ name: "me.mp4", url: `/files/${FILE}`, size: 10 }],
    statusLinkNonce: "secret-nonce",
  };
  const applicationId = await ports.documents.create("creator_applications", {
    ...application,
    searchTokens: searchTokensFor.application(application as never),
  });
  // Someone else, who must be untouched.
  await addContactMessage({ name: "Other", email: "maya.patel@example.co", message: "Hi", ...HUMAN }, somewhere, ports);
  return applicationId;
}

const find = async (email: string) => (await findPerson({ email }, asAdmin, ports)).body as PersonData;

it("finds everything held about one address, however it is typed, and nothing of anyone else's", async () => {
  const applicationId = await signUpEverywhere();
  const found = await find("  MAYA.PATEL@example.com ");
  expect(found.email).toBe("maya.patel@example.com");
  expect(found.brandSignups).toHaveLength(1);
  expect(found.newsletterSubscribers).toHaveLength(1);
  expect(found.newsletterSubscribers[0]?.consent).toMatchObject({ status: "unconfirmed" });
  expect(found.contactMessages.map((message) => message.message)).toEqual(["Hello"]);
  expect(found.creatorApplications.map((application) => application.id)).toEqual([applicationId]);
  expect(found.files).toEqual([{ applicationId, name: "me.mp4", url: `https://site.test/files/${FILE}`, size: 10 }]);
  // Server-only fields stay on the server.
  expect(JSON.stringify(found)).not.toMatch(/searchTokens|statusLinkNonce|secret-nonce/);
});

it("lists activity entries about the person's records", async () => {
  await signUpEverywhere();
  const [brand] = (await find("maya.patel@example.com")).brandSignups;
  await updateBrandSignup({ id: brand!.id, notes: "Maya said call on Tuesday" }, asAdmin, ports);
  const found = await find("maya.patel@example.com");
  expect(found.auditMentions.map((entry) => [entry.action, entry.targetId])).toEqual([
    ["update_brand_signup", brand!.id],
  ]);
});

it("erases every record and file after which nothing is found; the log keeps counts only", async () => {
  await signUpEverywhere();
  const [brand] = (await find("maya.patel@example.com")).brandSignups;
  await updateBrandSignup({ id: brand!.id, notes: "Maya said call on Tuesday" }, asAdmin, ports);
  // The same mailbox under another spelling: a second person to the erasure, flagged against Maya's entries.
  await subscribeToWaitlist(
    { type: "brand", name: "Maya", email: "maya.patel+news@example.com", companyName: "Glow", ...HUMAN },
    somewhere,
    ports,
  );
  await subscribeToWaitlist({ email: "maya.patel+news@example.com", ...HUMAN }, somewhere, ports);
  expect((await ports.documents.get("brand_signups", emailKey("maya.patel+news@example.com")))?.flags).toMatchObject({
    possibleDuplicateOf: emailKey("maya.patel@example.com"),
  });
  const result = await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);
  const erased = {
    brand_signups: 1,
    newsletter_subscribers: 1,
    creator_applications: 1,
    files: 1,
    contact_messages: 1,
    audit_details_cleared: 1,
  };
  expect(result).toEqual({ status: 200, body: { ok: true, erased } });
  const after = await find("maya.patel@example.com");
  for (const list of [
    "brandSignups",
    "newsletterSubscribers",
    "creatorApplications",
    "contactMessages",
    "files",
  ] as const) {
    expect(after[list]).toEqual([]);
  }
  expect(ports.files.has(FILE)).toBe(false);
  // Another spelling's entries keep no id of the erased ones, which would still tell that Maya signed up.
  for (const collection of ["brand_signups", "newsletter_subscribers"] as const)
    expect((await ports.documents.get(collection, emailKey("maya.patel+news@example.com")))?.flags).toEqual({
      disposable: false,
    });
  // Nothing is left that a later spelling of the mailbox would be flagged against: its slot is free.
  for (const collection of ["brand_signups", "newsletter_subscribers"] as const)
    expect(
      await ports.documents.createInSlot(collection, "later-spelling", {}, mailboxSlot("maya.patel+2@example.com")),
    ).toEqual({ kind: "created" });
  // The other person's message is still there.
  expect((await find("maya.patel@example.co")).contactMessages).toHaveLength(1);
  const audit = await ports.documents.list("adminAudit", { orderBy: "at", limit: 10 });
  const log = JSON.stringify(audit.items);
  expect(log).not.toMatch(/maya|patel|glow|tuesday|me\.mp4/i);
  // Nor the erased sign-up's id (a hash of the address): the edit's entry names no record now.
  expect(log).not.toContain(brand!.id);
  expect(audit.items.find((item) => item.data.action === "update_brand_signup")?.data).toMatchObject({
    targetId: ERASED_TARGET,
    details: { cleared: true },
  });
  expect(audit.items.find((item) => item.data.action === "erase_person")?.data).toMatchObject({
    targetId: "person",
    adminEmail: callers.admin.email,
    details: { erased },
  });
  expect(await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports)).toEqual({
    status: 404,
    body: { error: NOTHING_HELD },
  });
});

it("records what it erased, so a restore from a backup taken before deletes it all again", async () => {
  await signUpEverywhere();
  const before = await find("maya.patel@example.com");
  await updateBrandSignup({ id: before.brandSignups[0]!.id, notes: "Call on Tuesday" }, asAdmin, ports);
  const backup: Array<[CollectionName, string, DocumentData]> = [];
  for (const collection of [
    "brand_signups",
    "newsletter_subscribers",
    "creator_applications",
    "contact_messages",
  ] as const) {
    const page = await ports.documents.list(collection, { orderBy: "email", limit: 50 });
    const dated = await ports.documents.list(collection, { orderBy: "submittedAt", limit: 50 });
    for (const { id, data } of [...page.items, ...dated.items]) backup.push([collection, id, data]);
  }
  const entries = await ports.documents.list("adminAudit", { orderBy: "at", limit: 10 });
  for (const { id, data } of entries.items) backup.push(["adminAudit", id, data]);
  await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);

  const tombstones = await ports.documents.list("erasures", { orderBy: "erasedAt", limit: 10 });
  expect(tombstones.items).toHaveLength(1);
  expect(JSON.stringify(tombstones.items)).not.toMatch(/maya|patel|me\.mp4/i);
  for (const [collection, id, data] of backup) await ports.documents.set(collection, id, data);
  ports.files.put(FILE, { size: 10, contentType: "video/mp4", ownerUid: "applicant-uid" });
  expect((await find("maya.patel@example.com")).creatorApplications).toHaveLength(1);

  const removedFiles: string[] = [];
  const replayed = await replayErasures(ports, async (files) => {
    removedFiles.push(...files.map((file) => file.pathHash));
    return 0;
  });
  expect(replayed).toMatchObject({ erasures: 1, files: 1, auditEntries: 1 });
  expect(removedFiles).toEqual([filePathHash(FILE)]);
  const after = await find("maya.patel@example.com");
  expect([after.brandSignups, after.newsletterSubscribers, after.creatorApplications, after.contactMessages]).toEqual([
    [],
    [],
    [],
    [],
  ]);
  expect(ports.files.has(FILE)).toBe(false);
  expect(JSON.stringify((await ports.documents.list("adminAudit", { orderBy: "at", limit: 10 })).items)).not.toMatch(
    /tuesday/i,
  );
  // The other person's message is still there, and a second replay finds nothing to do.
  expect((await find("maya.patel@example.co")).contactMessages).toHaveLength(1);
  expect(await replayErasures(ports, async () => 0)).toEqual({ erasures: 1, records: 0, files: 0, auditEntries: 0 });
});

it("keeps a tombstone longer than the oldest backup, then lets it go", async () => {
  await signUpEverywhere();
  await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);
  ports.clock.advance((TOMBSTONE_DAYS - 1) * 86_400_000);
  expect(await purgeErasureTombstones(ports)).toBe(0);
  ports.clock.advance(2 * 86_400_000);
  expect(await purgeErasureTombstones(ports)).toBe(1);
});

it("is the admin's only, and refuses a bad address with a clear message", async () => {
  await signUpEverywhere();
  for (const handler of [findPerson, erasePerson]) {
    expect((await handler({ email: "maya.patel@example.com" }, { caller: null }, ports)).status).toBe(401);
    expect((await handler({ email: "maya.patel@example.com" }, { caller: callers.user }, ports)).status).toBe(403);
    expect(await handler({ email: "maya" }, asAdmin, ports)).toEqual({
      status: 400,
      body: { error: "Please enter a valid e-mail address" },
    });
  }
  expect((await find("maya.patel@example.com")).brandSignups).toHaveLength(1);
});

it("finds and erases the address an admin searched for in a CSV export, keeping the export's entry", async () => {
  await signUpEverywhere();
  expect((await exportAdminList({ list: "brand-signups", search: "maya.patel@example" }, asAdmin, ports)).status).toBe(
    200,
  );
  expect((await exportAdminList({ list: "contact-messages", search: "glow" }, asAdmin, ports)).status).toBe(200);
  const found = await find("maya.patel@example.com");
  expect(found.auditMentions.filter((entry) => entry.action === "export_csv")).toHaveLength(1);
  await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);
  const audit = await ports.documents.list("adminAudit", { orderBy: "at", limit: 20 });
  expect(JSON.stringify(audit.items)).not.toMatch(/maya|patel/i);
  const exports = audit.items.filter((item) => item.data.action === "export_csv").map((item) => item.data.details);
  expect(exports).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ list: "brand-signups", search: "(erased)" }),
      expect.objectContaining({ list: "contact-messages", search: "glow" }),
    ]),
  );
});

it("a replay deletes only what the erasure deleted, not the same person's later sign-ups", async () => {
  await signUpEverywhere();
  const before = await find("maya.patel@example.com");
  const backup = [
    ...before.brandSignups.map(({ id, ...data }) => ["brand_signups", id, data] as const),
    ...before.newsletterSubscribers.map(({ id, ...data }) => ["newsletter_subscribers", id, data] as const),
  ];
  await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);
  ports.clock.advance(86_400_000);
  await signUpEverywhere();
  const later = await find("maya.patel@example.com");
  expect(later.brandSignups.map((item) => item.id)).toEqual(before.brandSignups.map((item) => item.id));

  await replayErasures(ports, async () => 0);
  const after = await find("maya.patel@example.com");
  expect([after.brandSignups, after.newsletterSubscribers]).toEqual([later.brandSignups, later.newsletterSubscribers]);

  // A copy from a backup taken before the erasure, where nothing newer is held, still goes.
  await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);
  for (const [collection, id, data] of backup) await ports.documents.set(collection, id, data);
  await replayErasures(ports, async () => 0);
  const restored = await find("maya.patel@example.com");
  expect([restored.brandSignups, restored.newsletterSubscribers]).toEqual([[], []]);
});

it("deletes the person's e-mail still waiting in the outbox, and names it in the tombstone", async () => {
  ports = createTestPorts({ humanCheck: "skipped", outbox: "held" });
  const applicationId = await signUpEverywhere();
  await enqueueMail(ports, { acknowledgementOf: applicationId });
  await enqueueMail(ports, { acknowledgementOf: "someone-elses-application" });
  await enqueueMail(ports, { statusLinksFor: "maya.patel@example.com" });
  await enqueueMail(ports, { statusLinksFor: "someone@example.com" });
  const waiting = async () =>
    (await ports.documents.list<OutboxEntry>("outbox", { orderBy: "createdAt", limit: 50 })).items;
  const mine = (await waiting()).filter(
    ({ data }) =>
      data.statusLinksFor === "maya.patel@example.com" ||
      data.message?.to.address.toLowerCase() === "maya.patel@example.com" ||
      data.acknowledgementOf === applicationId,
  );
  // Her newsletter confirmation, her application's acknowledgement and her "send me my link again".
  expect(mine.map(({ data }) => data.statusLinksFor ?? data.acknowledgementOf ?? Boolean(data.message))).toEqual(
    expect.arrayContaining([true, applicationId, "maya.patel@example.com"]),
  );
  expect(mine).toHaveLength(3);

  await erasePerson({ email: "maya.patel@example.com" }, asAdmin, ports);
  expect((await waiting()).map(({ data }) => data.statusLinksFor)).toContain("someone@example.com");
  expect((await waiting()).map(({ data }) => data.acknowledgementOf)).toContain("someone-elses-application");
  expect((await waiting()).some(({ id }) => mine.some((entry) => entry.id === id))).toBe(false);
  const [tombstone] = (await ports.documents.list<ErasureTombstone>("erasures", { orderBy: "erasedAt", limit: 5 }))
    .items;
  const named = tombstone!.data.records.filter((record) => record.collection === "outbox").map((record) => record.id);
  expect(named.sort()).toEqual(mine.map(({ id }) => id).sort());
});
