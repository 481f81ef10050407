import fs from "node:fs/promises";
import path from "node:path";
import type { DocumentStore } from "~/core/ports";
import { searchTokensFor } from "~/shared/admin-lists";
import { REFERRAL_SOURCES } from "~/shared/constants";
import type { CreatorApplicationDocument } from "~/shared/documents";

export const BULK_SEED_MARKER = "bulk-applications-seeded.json";
export const MAX_BULK_APPLICATIONS = 20_000;

const FIRST = ["Amelia", "Oliver", "Isla", "Noah", "Ava", "Leo", "Mia", "Arthur", "Zara", "Kwame", "Priya", "Siobhán"];
const LAST = ["Hughes", "Patel", "Smith", "Jones", "Mensah", "Shah", "Evans", "O'Brien", "Nowak", "Taylor", "Khan"];
const NICHES = ["Beauty", "Food & Beverage", "Fitness", "Tech", "Travel", "Fashion", "Pets", "Gaming", "Home"];
const HOUR = 3_600_000;

/**
 * Many realistic applications for measuring the admin panel (SEED_APPLICATIONS=5000). Times fall
 * on whole hours over the last 90 days, so many share a timestamp, as real bursts do and as exact
 * paging must survive. Fixed ids and a marker: a second start adds nothing.
 */
export function bulkApplication(n: number, now: Date): CreatorApplicationDocument {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  const hoursAgo = Math.floor((n * 7919) % (90 * 24));
  const submittedAt = new Date(Math.floor((now.getTime() - hoursAgo * HOUR) / HOUR) * HOUR);
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
  documents: DocumentStore;
  count: number;
  now?: Date;
}): Promise<boolean> {
  const marker = path.join(dataDir, BULK_SEED_MARKER);
  if (count <= 0 || (await fs.stat(marker).catch(() => null))) return false;
  for (let n = 0; n < Math.min(count, MAX_BULK_APPLICATIONS); n += 1) {
    await documents.set("creator_applications", `bulk-application-${String(n).padStart(5, "0")}`, {
      ...bulkApplication(n, now),
    });
  }
  await fs.writeFile(marker, JSON.stringify({ seededAt: now.toISOString(), count }) + "\n");
  return true;
}
