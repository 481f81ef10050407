import fs from "node:fs/promises";
import path from "node:path";
import type { DocumentData } from "~/core/ports";
import { searchTokensFor } from "~/shared/admin-lists";
import { REFERRAL_SOURCES } from "~/shared/constants";
import type { SqliteDocumentStore } from "../adapters/sqlite-document-store";
import type { CreatorApplicationDocument } from "~/shared/documents";

export const BULK_SEED_MARKER = "bulk-applications-seeded.json";
export const MAX_BULK_APPLICATIONS = 20_000;

const FIRST = ["Amelia", "Oliver", "Isla", "Noah", "Ava", "Leo", "Mia", "Arthur", "Zara", "Kwame", "Priya", "Siobhán"];
const LAST = ["Hughes", "Patel", "Smith", "Jones", "Mensah", "Shah", "Evans", "O'Brien", "Nowak", "Taylor", "Khan"];
const NICHES = ["Beauty", "Food & Beverage", "Fitness", "Tech", "Travel", "Fashion", "Pets", "Gaming", "Home"];
const SLOT = 6 * 3_600_000;
/** Applications written per transaction. */
const BATCH = 500;

/**
 * Many realistic applications for measuring the admin panel (SEED_APPLICATIONS=5000). Times fall
 * on a few hundred instants over the last 90 days, so many share a timestamp, as exact paging must survive. Fixed ids and a marker: a second start adds nothing.
 */
export function bulkApplication(n: number, now: Date): CreatorApplicationDocument {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  // 360 six-hour slots over 90 days: 5,000 applications share each timestamp about 14 times.
  const slotsAgo = (n * 7919) % 360;
  const submittedAt = new Date(Math.floor((now.getTime() - slotsAgo * SLOT) / SLOT) * SLOT);
  const status = n % 10 < 7 ? "pending" : n % 2 === 0 ? "approved_rising_star" : "approved_pro";
  const application: CreatorApplicationDocument = {
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}.${last.toLowerCase().replace(/'/g, "")}.${n}@example.com`,
    postcode: "M1 1AE",
    portfolioUrl: n % 4 === 0 ? `https://portfolio.example.com/${n}` : "",
    uploadedFiles: [],
    instagram: n % 3 === 0 ? `https://www.instagram.com/creator${n}` : "",
    tiktok: "",
    niche: `${NICHES[n % NICHES.length]}, ${NICHES[(n + 4) % NICHES.length]}`,
    referralSource: REFERRAL_SOURCES[n % REFERRAL_SOURCES.length]!,
    isUKCreator: true,
    newsletterConsent: n % 5 === 0,
    avatar: null,
    status,
    submittedAt: submittedAt.toISOString(),
    applicantUid: null,
  };
  return { ...application, searchTokens: searchTokensFor.application(application) };
}

/** Adds `count` applications once per data directory; answers whether it wrote them. */
export async function seedBulkApplications({
  dataDir,
  documents,
  count,
  now = new Date(),
}: {
  dataDir: string;
  documents: SqliteDocumentStore;
  count: number;
  now?: Date;
}): Promise<boolean> {
  const marker = path.join(dataDir, BULK_SEED_MARKER);
  if (count <= 0 || (await fs.stat(marker).catch(() => null))) return false;
  const total = Math.min(count, MAX_BULK_APPLICATIONS);
  for (let start = 0; start < total; start += BATCH) {
    const batch: Array<[string, DocumentData]> = [];
    for (let n = start; n < Math.min(start + BATCH, total); n += 1) {
      batch.push([`bulk-application-${String(n).padStart(5, "0")}`, { ...bulkApplication(n, now) }]);
    }
    await documents.setMany("creator_applications", batch);
  }
  await fs.writeFile(marker, JSON.stringify({ seededAt: now.toISOString(), count }) + "\n");
  return true;
}
