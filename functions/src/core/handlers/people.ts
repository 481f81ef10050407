import { searchTokenFor } from "~/shared/search-tokens";
import type {
  AdminAuditDocument,
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  NewsletterSubscriberDocument,
  WithId,
} from "~/shared/documents";
import type { ErasureCounts, PersonData, PersonFile } from "~/shared/people";
import { personLookupSchema } from "~/shared/schemas/application-status";
import { normaliseEmail } from "~/shared/schemas/fields";
import { fail, ok, type HandlerResult } from "../context";
import { forgetDuplicateOf } from "../consent/mailbox-flags";
import { listPages } from "../list-pages";
import type { CollectionName, CorePorts, Filter, StoredDocument } from "../ports";
import { applicationsOf, findByEmail } from "./application-status";
import { recordAudit } from "./audit";
import { adminHandler, emailKey, nowIso } from "./common";
import type { OutboxEntry } from "../email/outbox";
import {
  applicationRecords,
  clearAuditSearch,
  clearAuditTarget,
  deleteApplicationAndFiles,
  erasedRecord,
  recordErasure,
  type ErasureTombstone,
} from "./erasures";
import { parseUploadReference } from "../upload-paths";

/** Fields only the server uses: never part of what is shown or downloaded. */
const INTERNAL_FIELDS = ["searchTokens", "statusLinkNonce"];

function shown<T>({ id, data }: StoredDocument<object>): WithId<T> {
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of INTERNAL_FIELDS) delete copy[field];
  return { ...copy, id } as WithId<T>;
}

async function byKey(ports: CorePorts, collection: CollectionName, id: string): Promise<StoredDocument[]> {
  const data = await ports.documents.get(collection, id);
  return data ? [{ id, data }] : [];
}

/** Every activity entry that meets `filter`, newest first, a page of 200 at a time. */
async function auditEntriesWhere(ports: CorePorts, filter: Filter): Promise<Array<StoredDocument<AdminAuditDocument>>> {
  const entries: Array<StoredDocument<AdminAuditDocument>> = [];
  const query = { orderBy: "at", limit: 200, where: [filter] };
  for await (const page of listPages<AdminAuditDocument>(ports.documents, "adminAudit", query)) {
    entries.push(...page.items);
  }
  return entries;
}

/** Activity entries whose `targetId` is one of `ids` or whose admin is `email`, read through the search tokens. */
async function auditMentionsOf(
  ports: CorePorts,
  ids: readonly string[],
  email: string,
): Promise<Array<StoredDocument<AdminAuditDocument>>> {
  const found = new Map<string, StoredDocument<AdminAuditDocument>>();
  const wanted = new Set(ids);
  for (const text of [...new Set([...ids, email])]) {
    const token = searchTokenFor(text);
    if (!token) continue;
    for (const item of await auditEntriesWhere(ports, { field: "searchTokens", op: "array-contains", value: token })) {
      const about = wanted.has(item.data.targetId);
      const by = typeof item.data.adminEmail === "string" && normaliseEmail(item.data.adminEmail) === email;
      if (about || by) found.set(item.id, item);
    }
  }
  return [...found.values()].sort((a, b) => (a.data.at < b.data.at ? 1 : -1));
}

/** An export's search text that names the address, or part of it (3 characters or more). */
function searchNamesAddress(search: unknown, email: string): boolean {
  if (typeof search !== "string") return false;
  const text = search.trim().toLowerCase();
  return text.length >= 3 && (email.includes(text) || text.includes(email));
}

/** CSV exports whose search text named the address: the log keeps what the admin typed. */
async function exportSearchesOf(ports: CorePorts, email: string): Promise<Array<StoredDocument<AdminAuditDocument>>> {
  const exports = await auditEntriesWhere(ports, { field: "action", op: "==", value: "export_csv" });
  return exports.filter((item) => searchNamesAddress(item.data.details?.search, email));
}

interface Held {
  email: string;
  brand: StoredDocument[];
  newsletter: StoredDocument[];
  applications: Array<StoredDocument<CreatorApplicationDocument>>;
  messages: StoredDocument[];
}

async function heldAbout(ports: CorePorts, email: string): Promise<Held> {
  const key = emailKey(email);
  const [brand, newsletter, applications, messages] = await Promise.all([
    byKey(ports, "brand_signups", key),
    byKey(ports, "newsletter_subscribers", key),
    applicationsOf(ports, email),
    findByEmail(ports, "contact_messages", "createdAt", email),
  ]);
  return { email, brand, newsletter, applications, messages };
}

const recordIds = (held: Held) =>
  [held.brand, held.newsletter, held.applications, held.messages].flatMap((items) => items.map(({ id }) => id));

/**
 * An address that downloads the file now: one of our uploads gets its playback address (on Cloud
 * Storage a signed URL that expires, as the admin's player gets), a root-relative `/files/…` path
 * the site's origin; anything else stored is given as stored.
 */
async function downloadUrl(ports: CorePorts, stored: string): Promise<string> {
  const reference = parseUploadReference(stored);
  const address = reference ? await ports.files.playbackUrl(reference.path) : null;
  const url = address ?? stored;
  return url.startsWith("/") ? `${ports.config.siteUrl}${url}` : url;
}

async function filesOf(ports: CorePorts, applications: Held["applications"]): Promise<PersonFile[]> {
  const files: PersonFile[] = [];
  for (const { id, data } of applications) {
    for (const file of Array.isArray(data.uploadedFiles) ? data.uploadedFiles : []) {
      const stored = typeof file === "string" ? file : file.url;
      files.push({
        applicationId: id,
        name: typeof file === "string" ? (file.split("/").pop() ?? file) : file.name,
        url: await downloadUrl(ports, stored),
        size: typeof file !== "string" && typeof file.size === "number" ? file.size : null,
      });
    }
  }
  return files;
}

/**
 * GET /api/admin/people?email=, admin only:
 * everything held about one address, normalised as the sign-up lists do.
 */
export const findPerson = adminHandler(
  personLookupSchema,
  async (input, context, ports): Promise<HandlerResult<PersonData>> => {
    const held = await heldAbout(ports, normaliseEmail(input.email));
    const byId = new Map<string, StoredDocument<AdminAuditDocument>>();
    for (const entry of [
      ...(await auditMentionsOf(ports, recordIds(held), held.email)),
      ...(await exportSearchesOf(ports, held.email)),
    ]) {
      byId.set(entry.id, entry);
    }
    const mentions = [...byId.values()].sort((a, b) => (a.data.at < b.data.at ? 1 : -1));
    return ok<PersonData>({
      email: held.email,
      compiledAt: nowIso(ports),
      brandSignups: held.brand.map((item) => shown<BrandSignupDocument>(item)),
      newsletterSubscribers: held.newsletter.map((item) => shown<NewsletterSubscriberDocument>(item)),
      creatorApplications: held.applications.map((item) => shown<CreatorApplicationDocument>(item)),
      contactMessages: held.messages.map((item) => shown<ContactMessageDocument>(item)),
      auditMentions: mentions.map((item) => shown<AdminAuditDocument>(item)),
      files: await filesOf(ports, held.applications),
    });
  },
);

/**
 * POST /data/people/erase {email} · POST /api/admin/people/erase, admin only: deletes every record
 * and file held about the address (applications through the reject's own path), clears the details
 * of the activity entries about those records, and logs the erasure with counts only: the entry
 * names neither the address nor anything erased.
 */
export const erasePerson = adminHandler(
  personLookupSchema,
  async (input, context, ports): Promise<HandlerResult<{ ok: true; erased: ErasureCounts }>> => {
    const held = await heldAbout(ports, normaliseEmail(input.email));
    const ids = recordIds(held);
    const erased: ErasureCounts = {
      brand_signups: 0,
      newsletter_subscribers: 0,
      creator_applications: 0,
      files: 0,
      contact_messages: 0,
      audit_details_cleared: 0,
    };
    const exportSearches = await exportSearchesOf(ports, held.email);
    if (ids.length === 0 && exportSearches.length === 0) return fail(404, NOTHING_HELD);
    const records = await eraseRecords(ports, held, erased);
    const audit = await clearAuditDetails(ports, held.email, ids, exportSearches);
    erased.audit_details_cleared = audit.target.length + audit.search.length;
    // Before the log entry: a restore from a backup taken before now deletes all of it again.
    await recordErasure(ports, { ...records, audit });
    await recordAudit(ports, context.caller, "erase_person", "person", { erased });
    return ok({ ok: true as const, erased });
  },
);

export const NOTHING_HELD = "Nothing is held about this address";

/**
 * Deletes the applications (with their files), sign-ups and messages held, counting each in `erased`;
 * answers what went, for the erasure's tombstone.
 */
async function eraseRecords(
  ports: CorePorts,
  held: Held,
  erased: ErasureCounts,
): Promise<Pick<ErasureTombstone, "records" | "files">> {
  const gone: Pick<ErasureTombstone, "records" | "files"> = { records: [], files: [] };
  for (const { id, data } of held.applications) {
    const application = await applicationRecords(ports, id, data);
    const deletedFiles = await deleteApplicationAndFiles(ports, id, data);
    gone.records.push(...application.records);
    gone.files.push(...application.files);
    if (deletedFiles !== null) {
      erased.creator_applications += 1;
      erased.files += deletedFiles;
    }
  }
  // Deleting an entry frees its mailbox's slot (DocumentStore.delete); entries flagged against it forget its id.
  for (const [collection, items] of [
    ["brand_signups", held.brand],
    ["newsletter_subscribers", held.newsletter],
  ] as const) {
    for (const { id, data } of items) {
      if (await ports.documents.delete(collection, id)) erased[collection] += 1;
      await forgetDuplicateOf(ports, collection, id);
      gone.records.push(erasedRecord(collection, id, data));
    }
  }
  for (const { id, data } of held.messages) {
    if (await ports.documents.delete("contact_messages", id)) erased.contact_messages += 1;
    gone.records.push(erasedRecord("contact_messages", id, data));
  }
  const applications = new Set(held.applications.map(({ id }) => id));
  for (const { id, data } of await pendingMailTo(ports, held.email, applications)) {
    await ports.documents.delete("outbox", id);
    gone.records.push(erasedRecord("outbox", id, data));
  }
  return gone;
}

/**
 * Outbox entries not sent yet that would mail `email` (a ready e-mail, "send me my link again", or the
 * acknowledgement of one of its `applications`).
 */
async function pendingMailTo(
  ports: CorePorts,
  email: string,
  applications: ReadonlySet<string>,
): Promise<Array<StoredDocument<OutboxEntry>>> {
  const pending: Array<StoredDocument<OutboxEntry>> = [];
  for await (const page of listPages<OutboxEntry>(ports.documents, "outbox", { orderBy: "createdAt", limit: 200 })) {
    for (const entry of page.items) {
      const to = entry.data.message?.to.address;
      const addressed = typeof to === "string" && normaliseEmail(to) === email;
      const acknowledges = applications.has(entry.data.acknowledgementOf ?? "");
      if (addressed || acknowledges || entry.data.statusLinksFor === email) pending.push(entry);
    }
  }
  return pending;
}

/**
 * Entries about the erased records keep what happened, by whom and when, not what the records said
 * nor their ids (a sign-up's id is a hash of the address: with the address, it would still confirm
 * the person was here); an export's entry keeps its list and filter, not the address searched for.
 * Answers the ids of the entries cleared.
 */
async function clearAuditDetails(
  ports: CorePorts,
  email: string,
  ids: string[],
  exportSearches: Array<StoredDocument<AdminAuditDocument>>,
): Promise<ErasureTombstone["audit"]> {
  const cleared: ErasureTombstone["audit"] = { target: [], search: [] };
  const wanted = new Set(ids);
  for (const mention of await auditMentionsOf(ports, ids, email)) {
    if (!wanted.has(mention.data.targetId)) continue;
    if (await clearAuditTarget(ports, mention.id, mention.data.adminEmail)) cleared.target.push(mention.id);
  }
  for (const entry of exportSearches) {
    if (await clearAuditSearch(ports, entry.id, entry.data.details)) cleared.search.push(entry.id);
  }
  return cleared;
}
