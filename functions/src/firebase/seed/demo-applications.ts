import type { Attribution } from "~/shared/attribution";
import { APPROVAL_STATUS, APPROVAL_TYPES, type ApprovalType, type CreatorApplicationStatus } from "~/shared/constants";
import type { CreatorApplicationDocument } from "~/shared/documents";

/**
 * A video an applicant "uploaded": one of the committed clips (`source`, from the repository's root), stored
 * under the name the applicant's file had. Its poster is the one the product's own `makePoster` drew from
 * the same clip in Chromium (`posters/`, written by `node --import tsx scripts/make-demo-posters.mjs`).
 */
export interface DemoVideo {
  source: string;
  name: string;
}

export interface DemoApplication {
  id: string;
  videos: DemoVideo[];
  document: Omit<CreatorApplicationDocument, "uploadedFiles" | "submittedAt" | "hasPortraitVideo">;
  daysAgo: number;
  /** Approved applications: the tier, approved this many days ago by the seeded admin. */
  approval?: { type: ApprovalType; daysAgo: number };
}

const CLIPS = {
  beauty: "public/media/genres/beauty.mp4",
  food: "public/media/genres/food-beverage.mp4",
  b2b: "public/media/genres/b2b.mp4",
  wellbeing: "public/media/genres/health-wellbeing.mp4",
  entertainment: "public/media/genres/entertainment.mp4",
  finance: "public/media/genres/finance.mp4",
  iphoneHdr: "testing/fixtures/videos/1s-720x1280-30fps-hevc-hdr-sound.mp4",
  fullHd: "testing/fixtures/videos/2s-1080x1920-faststart-30fps-sound.mp4",
  longTake: "testing/fixtures/videos/75s-180x320-2fps.mp4",
  landscapeMov: "testing/fixtures/videos/2s-320x240.mov",
  landscapeMp4: "testing/fixtures/videos/2s-320x240.mp4",
} as const;

const video = (clip: keyof typeof CLIPS, name: string): DemoVideo => ({ source: CLIPS[clip], name });

/** The last arrival as a campaign link records it (the first stays unknown: no cookie consent). */
const cameFrom = (source: string, medium: string, campaign: string | null, referrerHost: string | null) =>
  ({
    first: null,
    last: { source, medium, campaign, referrerHost, landingPath: "/creator-signup" },
  }) satisfies Attribution;

type Applicant = [
  firstName: string,
  lastName: string,
  postcode: string,
  niche: string,
  referralSource: string,
  status: CreatorApplicationStatus,
  daysAgo: number,
];

/**
 * Every creator status, and what the review queue shows of videos: posters, portrait and landscape
 * (so the portrait filter leaves some out), durations from a second to over a minute, several videos
 * to one application, an iPhone HEVC HDR clip that Chrome cannot play or draw, sound and silence, a
 * QuickTime file, and one application with no videos at all. An approval comes a day after applying.
 */
const APPLICANTS: Applicant[] = [
  ["Amelia", "Hughes", "BS1 4DJ", "Beauty, Skincare, Get ready with me", "TikTok", "pending", 0.2],
  ["Ellie", "Morgan", "NE1 7RU", "Entertainment, Personal finance", "Instagram Ad", "pending", 0.7],
  ["Kwame", "Mensah", "E8 3PN", "Food & Beverage, Recipes", "Instagram Ad", "pending", 1.5],
  ["Noah", "Clarke", "B1 1BB", "Tech, Home office", "Google Search", "pending", 2.2],
  ["Priya", "Shah", "LS6 2AB", "Tech, App demos, B2B", "Google Search", "approved_pro", 3],
  ["Callum", "Reid", "EH3 9QG", "Health & Wellbeing, Fitness", "Friend/Colleague", "approved_rising_star", 5],
  ["Jordan", "Blake", "CF10 1EP", "Finance, Explainers", "YouTube", "rejected", 9],
];

const VIDEOS: Record<string, DemoVideo[]> = {
  Amelia: [video("beauty", "serum-first-impressions.mp4"), video("iphoneHdr", "IMG_4821.mp4")],
  Ellie: [video("entertainment", "film-night-picks.mp4"), video("finance", "budget-with-me.mp4")],
  Kwame: [video("food", "jollof-taste-test.mp4"), video("landscapeMov", "kitchen-b-roll.mov")],
  Noah: [video("landscapeMp4", "desk-setup-tour.mp4")],
  Priya: [video("b2b", "app-walkthrough.mp4"), video("fullHd", "unboxing-1080p.mp4")],
  Callum: [video("wellbeing", "ten-minute-reset.mp4"), video("longTake", "trail-run-one-take.mp4")],
};

/** Links, newsletter consent, campaign arrivals, an address not made of the name: what is not the default. */
const DETAILS: Record<string, Partial<CreatorApplicationDocument>> = {
  Amelia: {
    instagram: "https://www.instagram.com/amelia.makes",
    tiktok: "https://www.tiktok.com/@amelia.makes",
    newsletterConsent: true,
    attribution: cameFrom("tiktok", "social", "creator-spring", "www.tiktok.com"),
  },
  Ellie: {
    instagram: "https://www.instagram.com/elliemorgan.daily",
    attribution: cameFrom("instagram", "paid-social", "creator-spring", "l.instagram.com"),
  },
  Kwame: {
    email: "kwame.cooks@example.com",
    portfolioUrl: "https://kwamecooks.example.com",
    attribution: cameFrom("instagram", "paid-social", "food-creators", "l.instagram.com"),
  },
  Noah: {
    portfolioUrl: "https://noahclarke.example.com",
    attribution: cameFrom("google", "organic", null, "www.google.com"),
  },
  Priya: { tiktok: "https://www.tiktok.com/@priyareviews" },
  Callum: { instagram: "https://www.instagram.com/callum.outdoors", newsletterConsent: true },
  Jordan: { portfolioUrl: "https://jordanblake.example.com/work" },
};

export const DEMO_APPLICATIONS: DemoApplication[] = APPLICANTS.map(
  ([firstName, lastName, postcode, niche, referralSource, status, daysAgo]) => {
    const videos = VIDEOS[firstName] ?? [];
    const approvalType = APPROVAL_TYPES.find((type) => APPROVAL_STATUS[type] === status);
    return {
      id: `demo-application-${firstName.toLowerCase()}`,
      daysAgo,
      ...(approvalType ? { approval: { type: approvalType, daysAgo: daysAgo - 1 } } : {}),
      videos,
      document: {
        firstName,
        lastName,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
        postcode,
        portfolioUrl: "",
        instagram: "",
        tiktok: "",
        niche,
        referralSource,
        isUKCreator: true,
        newsletterConsent: false,
        status,
        avatar: null,
        applicantUid: videos.length > 0 ? `demoApplicant${firstName}` : null,
        ...DETAILS[firstName],
      },
    };
  },
);
