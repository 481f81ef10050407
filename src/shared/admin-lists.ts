import {
  ADMIN_AUDIT_ACTIONS,
  BRAND_SIGNUP_STATUSES,
  CREATOR_APPLICATION_STATUSES,
  NEWSLETTER_STATUSES,
} from "./constants";
import type {
  AdminAuditDocument,
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  NewsletterSubscriberDocument,
} from "./documents";
import { searchTokensOf } from "./search-tokens";

/**
 * The admin panel's lists as the browser and the server see them: the field each is ordered by (newest first),
 * the field its status filter reads and the values it takes, and the text its search matches.
 */
export const ADMIN_LIST_NAMES = [
  "creator-applications",
  "brand-signups",
  "contact-messages",
  "newsletter-subscribers",
  "admin-audit",
] as const;
export type AdminListName = (typeof ADMIN_LIST_NAMES)[number];

export interface AdminListDefinition {
  orderBy: string;
  /** A dotted path for nested fields (the newsletter's consent record); null: no status filter. */
  statusField: string | null;
  statuses: readonly string[];
}

export const ADMIN_LIST_DEFINITIONS: Record<AdminListName, AdminListDefinition> = {
  "creator-applications": { orderBy: "submittedAt", statusField: "status", statuses: CREATOR_APPLICATION_STATUSES },
  "brand-signups": { orderBy: "created_at", statusField: "status", statuses: BRAND_SIGNUP_STATUSES },
  "contact-messages": { orderBy: "createdAt", statusField: null, statuses: [] },
  "newsletter-subscribers": { orderBy: "createdAt", statusField: "consent.status", statuses: NEWSLETTER_STATUSES },
  "admin-audit": { orderBy: "at", statusField: "action", statuses: ADMIN_AUDIT_ACTIONS },
};

export function isAdminListName(value: string): value is AdminListName {
  return (ADMIN_LIST_NAMES as readonly string[]).includes(value);
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** Search tokens of each kind of document, written by the server with the document. */
export const searchTokensFor = {
  application: (doc: Partial<CreatorApplicationDocument>) =>
    searchTokensOf([`${text(doc.firstName) ?? ""} ${text(doc.lastName) ?? ""}`, text(doc.email), text(doc.niche)]),
  brandSignup: (doc: Partial<BrandSignupDocument>) =>
    searchTokensOf([text(doc.name), text(doc.company_name), text(doc.email)]),
  contactMessage: (doc: Partial<ContactMessageDocument>) => searchTokensOf([text(doc.name), text(doc.email)]),
  newsletterSubscriber: (doc: Partial<NewsletterSubscriberDocument>) => searchTokensOf([text(doc.email)]),
  auditEntry: (doc: Partial<AdminAuditDocument>) => searchTokensOf([text(doc.adminEmail), text(doc.targetId)]),
} as const;

/** The tokens of a document of `list`. */
export function searchTokensForList(list: AdminListName, doc: object): string[] {
  switch (list) {
    case "creator-applications":
      return searchTokensFor.application(doc);
    case "brand-signups":
      return searchTokensFor.brandSignup(doc);
    case "contact-messages":
      return searchTokensFor.contactMessage(doc);
    case "newsletter-subscribers":
      return searchTokensFor.newsletterSubscriber(doc);
    case "admin-audit":
      return searchTokensFor.auditEntry(doc);
  }
}

/** Reads a dotted path ("consent.status") of a plain document. */
export function fieldAt(doc: object, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split(".")) {
    if (!value || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
