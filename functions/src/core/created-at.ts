import type { CollectionName } from "./ports";

/** Where each collection keeps the time a document was made; null where none is kept. */
export const CREATED_AT: Record<CollectionName, string | null> = {
  creator_applications: "submittedAt",
  brand_signups: "created_at",
  newsletter_subscribers: "createdAt",
  contact_messages: "createdAt",
  status_links: "createdAt",
  outbox: "createdAt",
  adminLogins: "timestamp",
  adminAudit: "at",
  submission_receipts: "firstAt",
  daily_counts: null,
  erasures: "erasedAt",
};
