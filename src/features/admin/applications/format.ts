import type { ApprovalType } from "~/shared/constants";
import type { CreatorApplicationDocument, StoredUploadedFile } from "~/shared/documents";

const UK_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/London",
});
const UK_DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Europe/London" });

const validDate = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** "5 March 2026 at 14:03", UK time; "Unknown" when the stored value is not a date. */
export function formatUkDateTime(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? UK_DATE_TIME.format(date) : "Unknown";
}

/** "5 Mar 2026", for list rows. */
export function formatUkDate(iso: string | null | undefined): string {
  const date = validDate(iso);
  return date ? UK_DATE.format(date) : "Unknown";
}

/** The address when it is an absolute http(s) URL, else null: anything else is shown as text, never linked. */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A stored file's address: http(s), or a path on this site (older entries' /files/…). */
export function safeFileUrl(value: string): string | null {
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  return safeWebUrl(value);
}

/** docs/product.md §P8.2: a file is shown as video when its address ends in .mp4 or .mov (any case, before a query). */
export function isVideoAddress(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return /\.(mp4|mov)$/i.test(path);
}

/** An uploaded-file entry in one shape; older entries are plain address strings (docs/product.md §P6.1). */
export function uploadedFileOf(entry: StoredUploadedFile | string): StoredUploadedFile {
  if (typeof entry !== "string") return entry;
  const lastSegment = entry.split(/[?#]/, 1)[0]?.split("/").pop() ?? "";
  let name = lastSegment;
  try {
    name = decodeURIComponent(lastSegment);
  } catch {
    // keep the raw segment
  }
  return { name: name || entry, url: entry };
}

/** "12.4 MB" (1 MB = 1024 × 1024 bytes, as the 1GB upload limit counts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** The niches as typed (comma-separated free text), each once. */
export function nicheList(niche: string | null | undefined): string[] {
  if (typeof niche !== "string") return [];
  const seen = new Set<string>();
  const niches: string[] = [];
  for (const part of niche.split(",")) {
    const value = part.trim();
    if (value && !seen.has(value.toLowerCase())) {
      seen.add(value.toLowerCase());
      niches.push(value);
    }
  }
  return niches;
}

export function applicantName(application: { firstName?: string; lastName?: string }): string {
  return `${application.firstName ?? ""} ${application.lastName ?? ""}`.trim() || "Unnamed applicant";
}

export const TIER_LABELS: Record<ApprovalType, string> = { rising_star: "Rising Star", pro: "Pro" };

/** "As Pro on 5 March 2026 at 14:03 by admin@…; e-mail sent: Yes", each part only when recorded. */
export function approvalSummary(
  tier: ApprovalType,
  application: Pick<CreatorApplicationDocument, "approvedAt" | "approvedByEmail" | "approvalEmailSent">,
): string {
  const on = application.approvedAt ? ` on ${formatUkDateTime(application.approvedAt)}` : "";
  const by = application.approvedByEmail ? ` by ${application.approvedByEmail}` : "";
  const sent =
    application.approvalEmailSent !== undefined ? `; e-mail sent: ${application.approvalEmailSent ? "Yes" : "No"}` : "";
  return `As ${TIER_LABELS[tier]}${on}${by}${sent}`;
}
