import { BRAND_SIGNUP_STATUS_LABELS, CREATOR_STATUS_LABELS } from "~/shared/constants";
import { formatUkDateTime } from "~/shared/london-time";
import type { PersonData } from "~/shared/people";
import { AUDIT_ACTION_LABELS } from "../activity/audit-details";
import { NEWSLETTER_STATUS_LABELS, PLACEMENT_LABELS } from "../newsletter/newsletter-status";

/** A label and its value; an empty value is left out of the record. */
export type Fact = [label: string, value: string | null | undefined];
type Held<K extends keyof PersonData> = PersonData[K] extends Array<infer T> ? T : never;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 records and 1 file held.", or that nothing is held. */
export function heldSummary(records: number, files: number): string {
  if (records === 0) return "Nothing is held about this address.";
  return `${plural(records, "record", "records")} and ${plural(files, "file", "files")} held.`;
}

export function brandSignupFacts(signup: Held<"brandSignups">): Fact[] {
  return [
    ["Name", signup.name],
    ["Company", signup.company_name],
    ["Website", signup.website],
    ["Status", BRAND_SIGNUP_STATUS_LABELS[signup.status] ?? signup.status],
    [
      "Marketing consent",
      signup.consent ? NEWSLETTER_STATUS_LABELS[signup.consent.status] : signup.email_list_opt_in ? "Opted in" : "None",
    ],
    ["Signed up", formatUkDateTime(signup.created_at)],
  ];
}

/** An entry from before double opt-in has no consent record: it was confirmed by signing up. */
export function newsletterFacts(entry: Held<"newsletterSubscribers">): Fact[] {
  return [
    ["Consent", entry.consent ? NEWSLETTER_STATUS_LABELS[entry.consent.status] : "Confirmed before double opt-in"],
    ["Where", entry.consent ? PLACEMENT_LABELS[entry.consent.placement] : (entry.sourcePage ?? "")],
    ["Wording", entry.consent?.wording ?? ""],
    ["Confirmed", formatUkDateTime(entry.consent?.confirmedAt)],
    ["Unsubscribed", formatUkDateTime(entry.consent?.unsubscribedAt)],
    ["Signed up", formatUkDateTime(entry.createdAt)],
  ];
}

export function applicationFacts(application: Held<"creatorApplications">): Fact[] {
  return [
    ["Name", `${application.firstName} ${application.lastName}`],
    ["Status", CREATOR_STATUS_LABELS[application.status] ?? application.status],
    ["Postcode", application.postcode],
    ["Applied", formatUkDateTime(application.submittedAt)],
  ];
}

export function contactMessageFacts(message: Held<"contactMessages">): Fact[] {
  return [
    ["Name", message.name],
    ["Sent", formatUkDateTime(message.createdAt)],
    ["Message", message.message],
  ];
}

/** An entry with no admin was the applicant's own doing (a withdrawal). */
export function auditMentionFacts(entry: Held<"auditMentions">): Fact[] {
  return [
    ["Action", AUDIT_ACTION_LABELS[entry.action] ?? entry.action],
    ["Record", entry.targetId],
    ["By", entry.adminEmail ?? "the applicant"],
    ["When", formatUkDateTime(entry.at)],
  ];
}
