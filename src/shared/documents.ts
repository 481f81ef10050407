import type { Attribution, PricedEstimate } from "./attribution";
import type { ConsentRecord, SignUpFlags } from "./consent";
import type { AdminAuditAction, ApprovalType, BrandSignupStatus, CreatorApplicationStatus } from "./constants";
import type { ContactMessageInput, CreatorApplicationFields } from "./wire/forms";

export type { AdminAuditAction };

/** Stored document shapes (product.md §P6). Timestamps are ISO 8601 UTC strings. */

export interface StoredUploadedFile {
  name: string;
  url: string;
  size?: number;
  /** What the server read from the file's own bytes (its `moov` box); absent on older entries. */
  durationSeconds?: number;
  width?: number;
  height?: number;
  /** `video/mp4` or `video/quicktime`, from the file's `ftyp` brands, never from its name. */
  contentType?: string;
  /** Also read by the server from the `moov` box (src/shared/video-facts.ts); absent on older entries. */
  codec?: string;
  codecString?: string;
  hdr?: boolean;
  frameRate?: number | null;
  hasAudio?: boolean;
  /** A small JPEG or WebP data address of a frame, made in the applicant's browser (src/shared/poster.ts). */
  poster?: string;
}

/** Normalised words and prefixes the admin search matches (src/shared/search-tokens.ts); server-written. */
export interface Searchable {
  searchTokens?: string[];
}

/**
 * What the server adds to a creator application's fields when it stores them, and what the admin's
 * decision adds later.
 */
export interface CreatorApplicationServerFields {
  /** The files as the server checked them; older entries may be plain URL strings (product.md §P6). */
  uploadedFiles: Array<StoredUploadedFile | string>;
  avatar: string | null;
  status: CreatorApplicationStatus;
  submittedAt: string;
  /** The (anonymous) uid that owns the uploads; absent on old or seeded entries. */
  applicantUid?: string | null;
  approvalType?: ApprovalType;
  approvedAt?: string;
  approvedByEmail?: string | null;
  approvedByUid?: string;
  /** What the request body claimed; recorded only, never trusted. */
  requestedAdminEmail?: string | null;
  approvalEmailSent?: boolean;
  /** At least one file is a portrait video by the server's reading (the queue's filter); absent on older entries. */
  hasPortraitVideo?: boolean;
}

/**
 * A stored creator application (product.md §P6): the request's fields as its schema reads them, but the
 * human-check token (`attribution`, where the applicant came from, is absent on older entries), beside the
 * server's fields.
 */
export type CreatorApplicationDocument = Omit<CreatorApplicationFields, keyof CreatorApplicationServerFields> &
  CreatorApplicationServerFields &
  Searchable;

/** One repeat sign-up whose submitted values differed from the entry (which it never changes). */
export interface SignUpRepeat {
  at: string;
  /** Field name (as stored on the entry) → the value that was submitted. */
  submitted: Record<string, string | boolean | null>;
}

export interface BrandSignupDocument extends Searchable {
  name: string;
  company_name: string;
  email: string;
  website: string;
  status: BrandSignupStatus;
  notes: string;
  email_list_opt_in: boolean;
  meeting_signed_up: boolean;
  created_at: string;
  updated_at: string;
  /** Set once someone signs up again with the same e-mail (a public form never edits the entry). */
  repeat_count?: number;
  last_repeat_at?: string;
  /** The latest repeats that submitted something different, at most 10. */
  repeat_differences?: SignUpRepeat[];
  /** Throwaway address, likely duplicate; set when the entry is created. Absent on older entries. */
  flags?: SignUpFlags;
  /** The key of the address's mailbox slot (a hash of the mailbox, mailbox-flags.ts), by which likely duplicates are found. */
  mailboxSlot?: string;
  /** Marketing consent, once the opt-in was ticked (`email_list_opt_in` keeps what was ticked first). */
  consent?: ConsentRecord;
  /** Compare-and-set guard: counts changes to `consent`. */
  consent_revision?: number;
  /** Where the brand came from (product.md §P6.10); absent on older entries. */
  attribution?: Attribution;
  /** What the brand priced on /prices before signing up, the total worked out by the server. */
  estimate?: PricedEstimate | null;
}

export interface NewsletterSubscriberDocument extends Searchable {
  email: string;
  group: "creator" | null;
  sourcePage: string | null;
  consentedAt: string;
  createdAt: string;
  updatedAt: string;
  /** As on brand sign-ups, in this collection's casing. */
  repeatCount?: number;
  lastRepeatAt?: string;
  repeatDifferences?: SignUpRepeat[];
  flags?: SignUpFlags;
  mailboxSlot?: string;
  /** Only a "confirmed" consent counts as subscribed. Absent on entries from before double opt-in. */
  consent?: ConsentRecord;
  consentRevision?: number;
  /** Where the subscriber came from (product.md §P6.10); absent on older entries. */
  attribution?: Attribution;
}

/**
 * A stored contact message: the form's fields as its schema reads them, but the human-check token
 * (`attribution`, where the sender came from, is absent on older entries), and when it came.
 */
export type ContactMessageDocument = Omit<ContactMessageInput, "recaptchaToken"> & { createdAt: string } & Searchable;

export interface AdminLoginDocument {
  email: string | null;
  uid: string;
  timestamp: string;
}

/** One entry of the append-only activity log. */
export interface AdminAuditDocument extends Searchable {
  action: AdminAuditAction;
  /** The record acted on: a document id, the list name for exports, the admin's uid for sign-ins. */
  targetId: string;
  adminUid: string;
  adminEmail: string | null;
  /** `before` / `after` for edits, the filter for exports, outcomes (e-mail sent, files deleted). */
  details: Record<string, unknown>;
  at: string;
}

/** A document as the admin lists return it: its id plus its fields. */
export type WithId<T> = T & { id: string };
