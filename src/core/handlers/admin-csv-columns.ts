import type { AdminListName } from "~/shared/admin-lists";
import { estimateOf, formatEstimate } from "~/shared/attribution";
import {
  BRAND_SIGNUP_STATUS_LABELS,
  CREATOR_STATUS_LABELS,
  type BrandSignupStatus,
  type CreatorApplicationStatus,
} from "~/shared/constants";
import type { DocumentData } from "../ports";
import { formatUkDateTime } from "~/shared/london-time";

export interface CsvColumn {
  header: string;
  value(document: DocumentData): string;
}

const text = (field: string) => (document: DocumentData) => {
  const value = document[field];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};
const yesNo = (field: string) => (document: DocumentData) =>
  document[field] === true ? "Yes" : document[field] === false ? "No" : "";
const date = (field: string) => (document: DocumentData) => formatUkDateTime(document[field]);
const nested = (field: string, key: string) => (document: DocumentData) => {
  const record = document[field];
  return record && typeof record === "object" ? text(key)(record as DocumentData) : "";
};
const nestedDate = (field: string, key: string) => (document: DocumentData) =>
  formatUkDateTime(nested(field, key)(document));
const column = (header: string, value: (document: DocumentData) => string): CsvColumn => ({ header, value });

const fileUrls = (document: DocumentData) =>
  (Array.isArray(document.uploadedFiles) ? document.uploadedFiles : [])
    .map((file: unknown) => (typeof file === "string" ? file : text("url")((file ?? {}) as DocumentData)))
    .filter(Boolean)
    .join(" ");

const flag = (key: "disposable" | "possibleDuplicateOf") => (document: DocumentData) => {
  const flags = document.flags as { disposable?: boolean; possibleDuplicateOf?: string } | undefined;
  if (key === "disposable") return flags?.disposable === true ? "Yes" : flags?.disposable === false ? "No" : "";
  return flags?.possibleDuplicateOf ?? "";
};

/** Where the record came from (docs/product.md §P6.10): the last touch, then the first (cookies accepted). */
const touchColumns = (touch: "last" | "first", prefix: string): CsvColumn[] =>
  (
    [
      ["Source", "source"],
      ["Medium", "medium"],
      ["Campaign", "campaign"],
      ["Referring site", "referrerHost"],
      ["Landing page", "landingPath"],
    ] as const
  ).map(([header, key]) =>
    column(prefix ? `${prefix} ${header.toLowerCase()}` : header, (document) => text(key)(touchOf(document, touch))),
  );
const touchOf = (document: DocumentData, touch: "last" | "first"): DocumentData => {
  const attribution = document.attribution;
  const value = attribution && typeof attribution === "object" ? (attribution as DocumentData)[touch] : null;
  return value && typeof value === "object" ? (value as DocumentData) : {};
};
const ATTRIBUTION_COLUMNS = [...touchColumns("last", ""), ...touchColumns("first", "First")];

/** The columns of each list's CSV: every field the admin sees, dates in UK form (dd/mm/yyyy HH:mm, London). */
export const CSV_COLUMNS: Record<AdminListName, CsvColumn[]> = {
  "creator-applications": [
    column("ID", (document) => String(document.id ?? "")),
    column("Applied", date("submittedAt")),
    column("Status", (document) => CREATOR_STATUS_LABELS[document.status as CreatorApplicationStatus] ?? ""),
    column("First name", text("firstName")),
    column("Last name", text("lastName")),
    column("Email", text("email")),
    column("Postcode", text("postcode")),
    column("Portfolio", text("portfolioUrl")),
    column("Instagram", text("instagram")),
    column("TikTok", text("tiktok")),
    column("Niche", text("niche")),
    column("Heard about us", text("referralSource")),
    column("UK creator", yesNo("isUKCreator")),
    column("Newsletter", yesNo("newsletterConsent")),
    column("Files", fileUrls),
    column("Approved", date("approvedAt")),
    column("Approved by", text("approvedByEmail")),
    ...ATTRIBUTION_COLUMNS,
  ],
  "brand-signups": [
    column("ID", (document) => String(document.id ?? "")),
    column("Signed up", date("created_at")),
    column("Updated", date("updated_at")),
    column("Name", text("name")),
    column("Company", text("company_name")),
    column("Email", text("email")),
    column("Website", text("website")),
    column(
      "Status",
      (document) => BRAND_SIGNUP_STATUS_LABELS[document.status as BrandSignupStatus] ?? text("status")(document),
    ),
    column("Meeting booked", yesNo("meeting_signed_up")),
    column("Email list opt-in", yesNo("email_list_opt_in")),
    column("Notes", text("notes")),
    column("Repeat sign-ups", text("repeat_count")),
    column("Throwaway address", flag("disposable")),
    column("Possible duplicate of", flag("possibleDuplicateOf")),
    column("Estimate", (document) => {
      const estimate = estimateOf(document.estimate);
      return estimate ? formatEstimate(estimate) : "";
    }),
    ...ATTRIBUTION_COLUMNS,
  ],
  "contact-messages": [
    column("ID", (document) => String(document.id ?? "")),
    column("Received", date("createdAt")),
    column("Name", text("name")),
    column("Email", text("email")),
    column("Message", text("message")),
  ],
  "newsletter-subscribers": [
    column("ID", (document) => String(document.id ?? "")),
    column("Signed up", date("createdAt")),
    column("Email", text("email")),
    column("Group", text("group")),
    column("Source page", text("sourcePage")),
    column("Consent", nested("consent", "status")),
    column("Confirmed", nestedDate("consent", "confirmedAt")),
    column("Unsubscribed", nestedDate("consent", "unsubscribedAt")),
    column("Policy version", nested("consent", "policyVersion")),
    ...ATTRIBUTION_COLUMNS,
  ],
  "admin-audit": [
    column("When", date("at")),
    column("Action", text("action")),
    column("Admin", text("adminEmail")),
    column("Record", text("targetId")),
    column("Details", (document) => JSON.stringify(document.details ?? {})),
  ],
};

/**
 * Cells a spreadsheet would read as a formula (or a DDE payload) start with a quote instead, also when
 * the formula character follows leading white space or invisible characters (NEL U+0085, zero-width
 * U+200B–U+200F, bidi controls U+202A–U+202E and U+2066–U+2069, U+2060–U+2064, U+FEFF, U+061C,
 * U+180E), or is a full-width or small form some spreadsheets accept (＝＋－＠｜, ﹦﹢﹣﹫); the same for
 * each line of a multi-line cell (a message, notes), and after each ";" and tab.
 */
// White space and invisible characters a spreadsheet skips before a formula on the same line.
const LINE_LEAD =
  "\\t \\u00a0\\u061c\\u1680\\u180e\\u2000-\\u200f\\u202a-\\u202f\\u205f\\u2060-\\u2064\\u2066-\\u2069\\u3000\\ufeff";
// LF, VT, FF, CR, NEL, U+2028 and U+2029 end a line; at the start of a cell they are skipped too.
const LINE_BREAKS = "\\n\\v\\f\\r\\u0085\\u2028\\u2029";
const FORMULA_SIGNS = "=+\\-@\\t\\r|\\uff1d\\uff0b\\uff0d\\uff20\\uff5c\\ufe66\\ufe62\\ufe63\\ufe6b";
// Within a cell, a CR that is the first half of a CR LF line break starts no formula.
const LINE_FORMULA_SIGN = `(?:[${FORMULA_SIGNS.replace("\\r", "")}]|\\r(?!\\n))`;
// A line, or a piece of one that some spreadsheets split a pasted or imported cell into on ";" or a tab,
// starts a formula of its own when the cell is pasted or split. CR LF is one break, so one quote.
const FORMULA_START = new RegExp(
  `^(?=[${LINE_LEAD}${LINE_BREAKS}]*[${FORMULA_SIGNS}])|(\\r\\n|[;${LINE_BREAKS}\\t])(?=[${LINE_LEAD}]*${LINE_FORMULA_SIGN})`,
  "gu",
);

export function neutraliseCell(value: string): string {
  return value.replace(FORMULA_START, "$1'");
}

/** csv-stringify's options for every part of an export: CRLF rows, every field quoted, empty ones too. */
export const CSV_OPTIONS = { record_delimiter: "windows", quoted: true, quoted_empty: true } as const;
