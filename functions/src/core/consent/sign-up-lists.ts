import type { ConsentRecord } from "~/shared/consent";
import { BRAND_SIGNUP_REPEAT_FIELDS, NEWSLETTER_REPEAT_FIELDS, type RepeatFields } from "../handlers/sign-up-repeats";
import type { CollectionName, CorePorts } from "../ports";
import type { SignUpList } from "./consent-link";

/** The two collections that hold marketing consent, each in its own field casing. */
export interface SignUpListFields {
  collection: Extract<CollectionName, "newsletter_subscribers" | "brand_signups">;
  /** The compare-and-set guard of `consent`. */
  revision: "consentRevision" | "consent_revision";
  repeat: RepeatFields;
}

export const SIGN_UP_LISTS: Record<SignUpList, SignUpListFields> = {
  newsletter: { collection: "newsletter_subscribers", revision: "consentRevision", repeat: NEWSLETTER_REPEAT_FIELDS },
  brand: { collection: "brand_signups", revision: "consent_revision", repeat: BRAND_SIGNUP_REPEAT_FIELDS },
};

/** What the consent code reads of an entry, in either casing. */
export interface ConsentEntry {
  email: string;
  consent?: ConsentRecord;
  revision?: number;
}

export async function readConsentEntry(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
): Promise<ConsentEntry | null> {
  const { collection, revision } = SIGN_UP_LISTS[list];
  const entry = await ports.documents.get<Record<string, unknown>>(collection, entryId);
  if (!entry || typeof entry.email !== "string") return null;
  return {
    email: entry.email,
    consent: (entry.consent ?? undefined) as ConsentRecord | undefined,
    revision: typeof entry[revision] === "number" ? (entry[revision] as number) : undefined,
  };
}

/**
 * Replaces the consent record only if nobody changed it since `seen` was read (compare-and-set on
 * the revision), so a link is used once even when two clicks race.
 */
export async function writeConsent(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
  seen: ConsentEntry,
  consent: ConsentRecord,
): Promise<"updated" | "not_found" | "condition_failed"> {
  const { collection, revision } = SIGN_UP_LISTS[list];
  return ports.documents.updateIf(
    collection,
    entryId,
    { field: revision, equals: seen.revision },
    { consent, [revision]: (seen.revision ?? 0) + 1 },
  );
}
