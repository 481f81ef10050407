export type NewsletterGroup = "creator";
/** A route's `handle.newsletter`: "creator" sends group creator (product.md §P4.1). */
export type NewsletterSetting = "general" | NewsletterGroup;
