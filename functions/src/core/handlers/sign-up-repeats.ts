import type { SignUpRepeat } from "~/shared/documents";
import type { CollectionName, CorePorts, DocumentData } from "../ports";
import { nowIso } from "./common";

/** The latest repeats whose submitted values differed are kept; older ones drop off. */
export const MAX_REPEAT_DIFFERENCES = 10;

/** Where an entry records its repeats, in the casing of its collection. */
export interface RepeatFields {
  count: string;
  lastAt: string;
  differences: string;
}

export const BRAND_SIGNUP_REPEAT_FIELDS: RepeatFields = {
  count: "repeat_count",
  lastAt: "last_repeat_at",
  differences: "repeat_differences",
};

export const NEWSLETTER_REPEAT_FIELDS: RepeatFields = {
  count: "repeatCount",
  lastAt: "lastRepeatAt",
  differences: "repeatDifferences",
};

/** The submitted values that are present and differ from what is stored. */
function differencesFrom(entry: DocumentData, submitted: SignUpRepeat["submitted"]): SignUpRepeat["submitted"] {
  return Object.fromEntries(
    Object.entries(submitted).filter(([field, value]) => value !== "" && value !== null && value !== entry[field]),
  );
}

/**
 * A public form never changes an existing entry (docs/security.md): a repeat only counts
 * itself and notes what was submitted differently, for the admin to act on. One atomic
 * read-modify-write, so concurrent repeats are each counted once without retrying.
 */
export async function recordRepeat(
  ports: CorePorts,
  collection: CollectionName,
  id: string,
  fields: RepeatFields,
  submitted: SignUpRepeat["submitted"],
): Promise<void> {
  const at = nowIso(ports);
  await ports.documents.modify(collection, id, (entry) => {
    const count = entry[fields.count];
    const patch: DocumentData = { [fields.count]: (typeof count === "number" ? count : 0) + 1, [fields.lastAt]: at };
    const differences = differencesFrom(entry, submitted);
    if (Object.keys(differences).length > 0) {
      const earlier = Array.isArray(entry[fields.differences]) ? (entry[fields.differences] as SignUpRepeat[]) : [];
      const repeat: SignUpRepeat = { at, submitted: differences };
      patch[fields.differences] = [...earlier, repeat].slice(-MAX_REPEAT_DIFFERENCES);
    }
    return patch;
  });
}
