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
type Cell = (document: DocumentData) => string;

/** Columns in order from header → the field whose text fills the cell, or how to work the cell out. */
const columns = (cells: Record<string, string | Cell>): CsvColumn[] =>
  Object.entries(cells).map(([header, cell]) => ({ header, value: typeof cell === "string" ? text(cell) : cell }));

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

const TOUCH_FIELDS = {
  Source: "source",
  Medium: "medium",
  Campaign: "campaign",
  "Referring site": "referrerHost",
  "Landing page": "landingPath",
};

/** Where the record came from (docs/product.md §P6.10): the last touch, then the first (cookies accepted). */
const touchCells = (touch: "last" | "first", prefix: string): Record<string, Cell> =>
  Object.fromEntries(
    Object.entries(TOUCH_FIELDS).map(([header, key]) => [
      prefix ? `${prefix} ${header.toLowerCase()}` : header,
      (document: DocumentData) => text(key)(touchOf(document, touch)),
    ]),
  );
const touchOf = (document: DocumentData, touch: "last" | "first"): DocumentData => {
  const attribution = document.attribution;
  const value = attribution && typeof attribution === "object" ? (attribution as DocumentData)[touch] : null;
  return value && typeof value === "object" ? (value as DocumentData) : {};
};
const ATTRIBUTION_CELLS = { ...touchCells("last", ""), ...touchCells("first", "First") };

/** The columns of each list's CSV: every field the admin sees, dates in UK form (dd/mm/yyyy HH:mm, London). */
export const CSV_COLUMNS: Record<AdminListName, CsvColumn[]> = {
  "creator-applications": columns({
    ID: "id",
    Applied: date("submittedAt"),
    Status: (document) => CREATOR_STATUS_LABELS[document.status as CreatorApplicationStatus] ?? "",
    "First name": "firstName",
    "Last name": "lastName",
    Email: "email",
    Postcode: "postcode",
    Portfolio: "portfolioUrl",
    Instagram: "instagram",
    TikTok: "tiktok",
    Niche: "niche",
    "Heard about us": "referralSource",
    "UK creator": yesNo("isUKCreator"),
    Newsletter: yesNo("newsletterConsent"),
    Files: fileUrls,
    Approved: date("approvedAt"),
    "Approved by": "approvedByEmail",
    ...ATTRIBUTION_CELLS,
  }),
  "brand-signups": columns({
    ID: "id",
    "Signed up": date("created_at"),
    Updated: date("updated_at"),
    Name: "name",
    Company: "company_name",
    Email: "email",
    Website: "website",
    Status: (document) => BRAND_SIGNUP_STATUS_LABELS[document.status as BrandSignupStatus] ?? text("status")(document),
    "Meeting booked": yesNo("meeting_signed_up"),
    "Email list opt-in": yesNo("email_list_opt_in"),
    Notes: "notes",
    "Repeat sign-ups": "repeat_count",
    "Throwaway address": flag("disposable"),
    "Possible duplicate of": flag("possibleDuplicateOf"),
    Estimate: (document) => {
      const estimate = estimateOf(document.estimate);
      return estimate ? formatEstimate(estimate) : "";
    },
    ...ATTRIBUTION_CELLS,
  }),
  "contact-messages": columns({
    ID: "id",
    Received: date("createdAt"),
    Name: "name",
    Email: "email",
    Message: "message",
  }),
  "newsletter-subscribers": columns({
    ID: "id",
    "Signed up": date("createdAt"),
    Email: "email",
    Group: "group",
    "Source page": "sourcePage",
    Consent: nested("consent", "status"),
    Confirmed: nestedDate("consent", "confirmedAt"),
    Unsubscribed: nestedDate("consent", "unsubscribedAt"),
    "Policy version": nested("consent", "policyVersion"),
    ...ATTRIBUTION_CELLS,
  }),
  "admin-audit": columns({
    When: date("at"),
    Action: "action",
    Admin: "adminEmail",
    Record: "targetId",
    Details: (document) => JSON.stringify(document.details ?? {}),
  }),
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
