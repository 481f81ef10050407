import { factsOf } from "~/content/video-facts";
import type { ApplicationStatusFile, ApplicationStatusWord } from "~/shared/application-status";

/** The status in plain words. */
export const STATUS_WORDS: Record<ApplicationStatusWord, string> = {
  in_review: "In review",
  approved_rising_star: "Approved as Rising Star",
  approved_pro: "Approved as Pro",
};

/** "3 June 2026 at 14:05", London time. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long" }).format(date);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeStyle: "short" }).format(date);
  return `${day} at ${time}`;
}

/** "3 June 2026", London time. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", dateStyle: "long" }).format(date);
}

/** "1080 × 1920 portrait · 0:42 · H.264 · 30 fps · Sound · 12.4 MB" from what the server read of the file; parts it does not know are left out. */
export function fileFacts(file: ApplicationStatusFile): string {
  const facts = factsOf({ ...file, durationSeconds: file.durationSeconds ?? undefined });
  if (file.size !== null) {
    const mb = file.size / (1024 * 1024);
    facts.push(mb >= 1 ? `${mb.toFixed(mb < 10 ? 1 : 0)} MB` : `${Math.max(1, Math.round(file.size / 1024))} KB`);
  }
  return facts.join(" · ");
}
