/**
 * The ports the business core talks to. The backend supplies adapters: Firestore, Cloud Storage,
 * SMTP, reCAPTCHA (functions/src/firebase); the core's tests use in-memory ones (testing/ports).
 * Documents are plain JSON; timestamps are ISO 8601 UTC strings so they order as text.
 */
import type { UploadContentType } from "~/shared/constants";
import type { HumanCheckAction } from "~/shared/human-check";
import type { VideoFacts } from "~/shared/video-facts";

export const COLLECTIONS = [
  "creator_applications",
  "brand_signups",
  "newsletter_subscribers",
  "contact_messages",
  "adminLogins",
  "adminAudit",
  /** Server-only: the first answer to a public submission, for the duplicate window. */
  "submission_receipts",
  /** Server-only: counts per UTC day against a daily allowance (status-link resends, e-mails to one address). */
  "daily_counts",
  /**
   * Server-only: each application's status link (`nonce`, revoked by deleting or replacing it) and
   * the address it goes to, normalised, for "send me my link again"; keyed by the application's id.
   */
  "status_links",
  /** Server-only: what each erasure deleted, replayed after a restore (core/handlers/erasures.ts). */
  "erasures",
  /** Server-only: e-mails a request queued (functions/src/core/email/outbox.ts), sent and deleted by the sendOutboxMail trigger. */
  "outbox",
] as const;

export type CollectionName = (typeof COLLECTIONS)[number];

export type DocumentData = Record<string, unknown>;

export interface StoredDocument<T extends object = DocumentData> {
  id: string;
  data: T;
}

/**
 * A query condition. Fields are top-level names or dotted paths ("consent.status").
 * A document without the field never matches (Firestore's rule), not even `== null`.
 */
export type Filter =
  | { field: string; op: "=="; value: string | number | boolean | null }
  | { field: string; op: "array-contains"; value: string }
  /** Range filters only on the query's `orderBy` field (Firestore's rule). */
  | { field: string; op: ">=" | "<"; value: string };

export interface ListQuery {
  /** A top-level field; documents are returned newest (largest value) first, ties by id. */
  orderBy: string;
  limit: number;
  /** Opaque `nextCursor` from the previous page (sort value + id, so equal values never repeat or skip). */
  cursor?: string | null;
  /** Every filter must hold. */
  where?: Filter[];
}

export interface ListPage<T extends object = DocumentData> {
  items: StoredDocument<T>[];
  /** Null when there is nothing after this page. */
  nextCursor: string | null;
}

/** A live page: the page that starts after `cursor` (absent: the first page). */
export interface WatchQuery {
  orderBy: string;
  limit: number;
  cursor?: string | null;
  where?: Filter[];
}

export type UpsertOutcome = "created" | "updated";
/** What creating a sign-up list's entry in its mailbox's slot met (DocumentStore.createInSlot). */
export type SlotOutcome = { kind: "created" } | { kind: "exists" } | { kind: "held"; by: string };
/** The field a sign-up list's entry keeps its mailbox's slot in (DocumentStore.createInSlot). */
export const MAILBOX_SLOT_FIELD = "mailboxSlot";
export type ConditionalUpdateOutcome = "updated" | "not_found" | "condition_failed";
export type ModifyOutcome = "created" | "updated" | "unchanged" | "not_found";

export interface DocumentStore {
  get<T extends object = DocumentData>(collection: CollectionName, id: string): Promise<T | null>;
  /** Adds a document under a new generated id and returns it. */
  create(collection: CollectionName, data: DocumentData): Promise<string>;
  /** Creates or replaces the whole document. */
  set(collection: CollectionName, id: string, data: DocumentData): Promise<void>;
  /** Merges top-level fields; false when the document does not exist (nothing written). */
  update(collection: CollectionName, id: string, patch: DocumentData): Promise<boolean>;
  /**
   * Atomic compare-and-set: merges `patch` only when `data[field] === equals`.
   * Used for state transitions that must happen once (approve).
   */
  updateIf(
    collection: CollectionName,
    id: string,
    condition: { field: string; equals: unknown },
    patch: DocumentData,
  ): Promise<ConditionalUpdateOutcome>;
  /**
   * Creates document `id` (never over one that is there; no search tokens) and answers its version: an opaque token
   * of this write, for a compare-and-set that reads nothing (updateAtVersion). Null when the document was there.
   */
  createVersioned(collection: CollectionName, id: string, data: DocumentData): Promise<string | null>;
  /**
   * Merges `patch` (no search tokens) into document `id` only if nothing has written it since the write that
   * answered `version`: "condition_failed" if something has, "not_found" if it is gone. Nothing is read.
   */
  updateAtVersion(
    collection: CollectionName,
    id: string,
    version: string,
    patch: DocumentData,
  ): Promise<ConditionalUpdateOutcome>;
  /**
   * Atomic read-modify-write: `change` gets the current document and answers the fields to merge,
   * or null to leave it as it is. It may run more than once (Firestore retries a transaction that
   * met a concurrent write), so it must only compute. Concurrent calls never lose an update. With
   * `absent`, a missing document is taken to be `absent` and created with the change merged in
   * (nothing is written when `change` answers null); `absent` carries no search tokens.
   */
  modify(
    collection: CollectionName,
    id: string,
    change: (current: DocumentData) => DocumentData | null,
    absent?: DocumentData,
  ): Promise<ModifyOutcome>;
  /** False when the document did not exist. A sign-up list's entry frees the slot it holds with a marker. */
  delete(collection: CollectionName, id: string): Promise<boolean>;
  /**
   * Atomic upsert by key, for idempotent sign-ups: writes `onCreate` when the id is new,
   * else merges `onUpdate`. Concurrent calls with one id yield exactly one document.
   */
  upsert(
    collection: CollectionName,
    id: string,
    write: { onCreate: DocumentData; onUpdate: DocumentData },
  ): Promise<UpsertOutcome>;
  /**
   * Creates the entry `id` of a sign-up list, never over one that is there, and with it takes its mailbox's slot
   * (`slot`: the key the mailbox's own spelling is stored under, product.md §P9.3.4), so that a later spelling of the
   * mailbox learns of the first without a query. An entry under the slot's key holds the slot by being there; any
   * other spelling holds it with a marker (its `data` carries the slot in MAILBOX_SLOT_FIELD, and deleting the entry
   * frees it). Answers `created`; `exists` when the entry is there already; `held` with the entry that holds the
   * slot, when another does (nothing written). With `slot` null the entry takes no slot: created over a marker that
   * holds its own key for another entry, and a marker for a later spelling to find stays where it is. With
   * `outboxEntry`, a new `outbox` document is written in the same step: both are written or neither.
   */
  createInSlot(
    collection: CollectionName,
    id: string,
    data: DocumentData,
    slot: string | null,
    outboxEntry?: DocumentData,
  ): Promise<SlotOutcome>;
  list<T extends object = DocumentData>(collection: CollectionName, query: ListQuery): Promise<ListPage<T>>;
  /**
   * Live query: calls `listener` at once with the page `query` names, then after every change
   * to the collection, with the page's `nextCursor`. Returns the unsubscribe function.
   * Throws InvalidCursorError at once for a cursor the store did not issue.
   */
  watch<T extends object = DocumentData>(
    collection: CollectionName,
    query: WatchQuery,
    listener: (items: StoredDocument<T>[], nextCursor: string | null) => void,
  ): () => void;
  /** Aggregate count (Firestore `count()`), never by reading documents into memory. */
  count(collection: CollectionName, where?: Filter[]): Promise<number>;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** The uid the object was uploaded by (Storage metadata). */
  ownerUid: string;
  /** What the upload check read of this version of the object's bytes; absent until it has recorded it. */
  checkedVideo?: CheckedVideo;
}

/** The upload check's reading of a video (functions/src/core/video/), recorded on the version of the object it read. */
export interface CheckedVideo extends VideoFacts {
  /** From the `ftyp` brands, never from the file name or the declared type. */
  contentType: UploadContentType;
}

/** Object storage. Uploading is done by the browser (Storage SDK), not through the core. */
export interface FileStore {
  /** `path` is a checked `creator-uploads/{uid}/{timestamp}-{name}` path; null when absent. */
  stat(path: string): Promise<StoredFileInfo | null>;
  /** False when there was nothing to delete. */
  delete(path: string): Promise<boolean>;
  /**
   * What an application stores as the file's `url`, never the URL the applicant sent, so a stored
   * reference can only name our own storage (docs/security.md): on Cloud Storage the object path
   * itself, which opens nothing.
   */
  publicUrl(path: string): Promise<string>;
  /**
   * An address the admin's player can open now: on Cloud Storage a signed URL that expires
   * (docs/security.md). Null when the object does not exist.
   */
  playbackUrl(path: string): Promise<string | null>;
  /**
   * Marks the file as part of application `applicationId`, atomically: "taken" when another
   * application already has it. A claimed file can no longer be removed by its uploader, only
   * with its application (docs/security.md). Claiming again for the same application keeps the
   * claim and moves its `claimedAt` to the one given (default: now), which a release that was
   * decided on the older stamp then no longer matches.
   */
  claim(path: string, applicationId: string, claimedAt?: string): Promise<FileClaim>;
  /**
   * `claim`, answering with it what `stat` answers of the version claimed, as the claim found it
   * (null unless claimed): what an application stores needs no lookup of the claim after it.
   */
  claimWithInfo(
    path: string,
    applicationId: string,
    claimedAt?: string,
  ): Promise<{ outcome: FileClaim; info: StoredFileInfo | null }>;
  /** Who holds the file, and since when; null when nobody does (or the file is gone). */
  claimHolder(path: string): Promise<FileClaimHolder | null>;
  /**
   * Undoes `claim` for an application that was not stored in the end: only when `applicationId`
   * holds the file and, when `claimedAt` is given, its claim still carries that stamp.
   */
  release(path: string, applicationId: string, claimedAt?: string): Promise<void>;
  /** Bytes [start, end) of the object (fewer when the object ends first); ranged reads only, so a
   *  1 GB object is never read whole. Null when the object does not exist. */
  read(path: string, start: number, end: number): Promise<Uint8Array | null>;
  /**
   * The object for a run of ranged reads (the video check): what `stat` answers and the version to
   * read are looked up once here, so each `read` of the answer is one request (on Cloud Storage one
   * ranged GET of the generation opened, where `read` above costs a claim lookup and a metadata GET
   * too). Null when the object does not exist.
   */
  open(path: string): Promise<OpenedFile | null>;
}

/** An object opened by `FileStore.open`. */
export interface OpenedFile {
  info: StoredFileInfo;
  /** Bytes [start, end) as `FileStore.read` answers them, of the object as it was opened; null once it is gone. */
  read(start: number, end: number): Promise<Uint8Array | null>;
  /**
   * Records the upload check's reading on the version opened, where `stat` then answers it as
   * `checkedVideo`; never on a version that replaced it since. False when that version is gone.
   */
  recordCheckedVideo(video: CheckedVideo): Promise<boolean>;
}

export type FileClaim = "claimed" | "taken" | "missing";

export interface FileClaimHolder {
  applicationId: string;
  /** ISO time of the claim (the core's clock); null for claims made before stamps existed. */
  claimedAt: string | null;
}

/** Exactly one recipient, as a structure: the mailer never parses an address list out of text. */
export interface MailAddress {
  address: string;
  name?: string;
}

export interface MailMessage {
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Extra headers set by the core only, e.g. `List-Unsubscribe` on marketing e-mail (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** False when no real transport is configured (allowed only outside production). */
  readonly configured: boolean;
  /** Never throws for delivery failures: answers `delivered: false` instead. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
}

export type { HumanCheckAction };

export interface HumanCheck {
  /** "skipped": no secret configured (dev only); every token passes. */
  readonly mode: "enforced" | "skipped";
  /** `action` names the form; a token whose answer names another action is refused. */
  verify(token: string, remoteIp?: string, action?: HumanCheckAction): Promise<boolean>;
}

export interface Clock {
  now(): Date;
}

export interface CoreConfig {
  /** Production fails closed: a skipped human check or an unconfigured mailer is refused. */
  production: boolean;
  /** The site's origin (no trailing slash), for links in e-mails. */
  siteUrl: string;
  /**
   * The HMAC key of each kind of signed link (at least 32 characters each), a separate key per kind, so
   * a leaked key forges one kind only. A function holds only the keys of the links it signs or checks;
   * `linkKey` throws for one it does not hold.
   */
  linkKeys: Partial<Record<LinkKind, string>>;
}

/** The signed links: confirmation and unsubscribe links, the applicant's status link, a CSV export's next part. */
export type LinkKind = "consent" | "status" | "exportPart";

/** The key of one kind of link; a function without it is misconfigured, and refuses rather than signs with none. */
export function linkKey(config: CoreConfig, kind: LinkKind): string {
  const key = config.linkKeys[kind];
  if (!key) throw new Error(`The ${kind} link key is not configured for this function`);
  return key;
}

export interface CorePorts {
  documents: DocumentStore;
  files: FileStore;
  mailer: Mailer;
  humanCheck: HumanCheck;
  clock: Clock;
  config: CoreConfig;
}

/** Thrown by `DocumentStore.list` for a cursor it did not issue. */
export class InvalidCursorError extends Error {
  override name = "InvalidCursorError";
  constructor() {
    super("Invalid cursor");
  }
}
