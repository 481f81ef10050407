import { BRAND_SIGNUP_STATUS_LABELS, CREATOR_STATUS_LABELS } from "~/shared/constants";
import type { AdminAuditAction, AdminAuditDocument } from "~/shared/documents";

/** What each logged action is called on screen. */
export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  approve_creator: "Approved a creator",
  delete_creator_application: "Rejected an application",
  update_brand_signup: "Changed a brand sign-up",
  delete_brand_signup: "Deleted a brand sign-up",
  delete_contact_message: "Deleted a contact message",
  export_csv: "Exported a CSV",
  admin_sign_in: "Signed in",
  withdraw_creator_application: "Application withdrawn",
  erase_person: "Erased a person's data",
};

const FIELD_LABELS: Record<string, string> = {
  status: "Status",
  notes: "Notes",
  meeting_signed_up: "Meeting booked",
  approvalType: "Tier",
  emailSent: "E-mail sent",
  notifyApplicant: "Polite e-mail asked for",
  deletedFiles: "Files deleted",
  list: "List",
  search: "Search",
  erased: "Records erased",
};

/** Stored values the admin knows by their labels ("not_interested" reads "Not interested"). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  status: { ...CREATOR_STATUS_LABELS, ...BRAND_SIGNUP_STATUS_LABELS },
  approvalType: { rising_star: CREATOR_STATUS_LABELS.approved_rising_star, pro: CREATOR_STATUS_LABELS.approved_pro },
};

const MAX_SHOWN = 120;

/** A logged value as text: strings as typed (quoted, shortened), yes/no, numbers, "none" for null. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return `“${value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value}”`;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

const label = (field: string) => FIELD_LABELS[field] ?? field;

/** A value as the admin reads it: a status by its label, anything else as logged. */
function shownValue(field: string, value: unknown): string {
  const known = typeof value === "string" ? VALUE_LABELS[field]?.[value] : undefined;
  return known ?? auditValue(value);
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An entry's details as lines: for edits, each changed field as before → after; otherwise each
 * recorded fact (the export's filter, whether an e-mail went out, files deleted).
 */
export function auditDetailLines(entry: Pick<AdminAuditDocument, "details">): string[] {
  const details = record(entry.details);
  if ("before" in details || "after" in details) {
    const before = record(details.before);
    const after = record(details.after);
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields.map(
      (field) => `${label(field)}: ${shownValue(field, before[field])} → ${shownValue(field, after[field])}`,
    );
  }
  return Object.entries(details).map(([field, value]) => `${label(field)}: ${shownValue(field, value)}`);
}
