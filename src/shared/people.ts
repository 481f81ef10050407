import type {
  AdminAuditDocument,
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  NewsletterSubscriberDocument,
  WithId,
} from "./documents";

/** One stored video of a person, with the address it downloads from. */
export interface PersonFile {
  applicationId: string;
  name: string;
  url: string;
  size: number | null;
}

/**
 * Everything held about one e-mail address (the People screen, and its JSON download): a subject
 * access answer. Server-internal fields (search tokens, the status link's nonce) are left out.
 */
export interface PersonData {
  /** The address searched for, normalised as the sign-up lists do. */
  email: string;
  /** When the server put this together. */
  compiledAt: string;
  brandSignups: Array<WithId<BrandSignupDocument>>;
  /** With its consent record (wording, placement, when confirmed or withdrawn). */
  newsletterSubscribers: Array<WithId<NewsletterSubscriberDocument>>;
  creatorApplications: Array<WithId<CreatorApplicationDocument>>;
  contactMessages: Array<WithId<ContactMessageDocument>>;
  /** Activity entries about any of these records, or made by this address. */
  auditMentions: Array<WithId<AdminAuditDocument>>;
  files: PersonFile[];
}

/** What an erasure removed, per collection: recorded in the activity log instead of the data. */
export interface ErasureCounts {
  brand_signups: number;
  newsletter_subscribers: number;
  creator_applications: number;
  files: number;
  contact_messages: number;
  /** Activity entries about the erased records whose details were cleared (the entries stay). */
  audit_details_cleared: number;
}
