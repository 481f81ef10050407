import type { Attribution } from "~/shared/attribution";
import type { ApprovalType } from "~/shared/constants";
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
  iphoneHdr: "src/testing/videos/1s-720x1280-30fps-hevc-hdr-sound.mp4",
  fullHd: "src/testing/videos/2s-1080x1920-faststart-30fps-sound.mp4",
  longTake: "src/testing/videos/75s-180x320-2fps.mp4",
  landscapeMov: "src/testing/videos/2s-320x240.mov",
  landscapeMp4: "src/testing/videos/2s-320x240.mp4",
} as const;

/** The last arrival as a campaign link records it (the first stays unknown: no cookie consent). */
const cameFrom = (source: string, medium: string, campaign: string | null, referrerHost: string | null) =>
  ({
    first: null,
    last: { source, medium, campaign, referrerHost, landingPath: "/creator-signup" },
  }) satisfies Attribution;

const applicant = (
  fields: Partial<CreatorApplicationDocument> &
    Pick<CreatorApplicationDocument, "firstName" | "lastName" | "email" | "status">,
) => ({
  postcode: "M1 1AE",
  portfolioUrl: "",
  instagram: "",
  tiktok: "",
  niche: "Lifestyle",
  referralSource: "Social Media",
  isUKCreator: true,
  newsletterConsent: false,
  avatar: null,
  applicantUid: null,
  ...fields,
});

/**
 * Every creator status, and what the review queue shows of videos: posters, portrait and landscape
 * (so the portrait filter leaves some out), durations from a second to over a minute, several videos
 * to one application, an iPhone HEVC HDR clip that Chrome cannot play or draw, sound and silence, a
 * QuickTime file, and one application with no videos at all.
 */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    id: "demo-application-amelia",
    daysAgo: 0.2,
    videos: [
      { source: CLIPS.beauty, name: "serum-first-impressions.mp4" },
      { source: CLIPS.iphoneHdr, name: "IMG_4821.mp4" },
    ],
    document: applicant({
      firstName: "Amelia",
      lastName: "Hughes",
      email: "amelia.hughes@example.com",
      postcode: "BS1 4DJ",
      instagram: "https://www.instagram.com/amelia.makes",
      tiktok: "https://www.tiktok.com/@amelia.makes",
      niche: "Beauty, Skincare, Get ready with me",
      referralSource: "TikTok",
      newsletterConsent: true,
      status: "pending",
      applicantUid: "demoApplicantAmelia",
      attribution: cameFrom("tiktok", "social", "creator-spring", "www.tiktok.com"),
    }),
  },
  {
    id: "demo-application-ellie",
    daysAgo: 0.7,
    videos: [
      { source: CLIPS.entertainment, name: "film-night-picks.mp4" },
      { source: CLIPS.finance, name: "budget-with-me.mp4" },
    ],
    document: applicant({
      firstName: "Ellie",
      lastName: "Morgan",
      email: "ellie.morgan@example.com",
      postcode: "NE1 7RU",
      instagram: "https://www.instagram.com/elliemorgan.daily",
      niche: "Entertainment, Personal finance",
      referralSource: "Instagram Ad",
      status: "pending",
      applicantUid: "demoApplicantEllie",
      attribution: cameFrom("instagram", "paid-social", "creator-spring", "l.instagram.com"),
    }),
  },
  {
    id: "demo-application-kwame",
    daysAgo: 1.5,
    videos: [
      { source: CLIPS.food, name: "jollof-taste-test.mp4" },
      { source: CLIPS.landscapeMov, name: "kitchen-b-roll.mov" },
    ],
    document: applicant({
      firstName: "Kwame",
      lastName: "Mensah",
      email: "kwame.cooks@example.com",
      postcode: "E8 3PN",
      portfolioUrl: "https://kwamecooks.example.com",
      niche: "Food & Beverage, Recipes",
      referralSource: "Instagram Ad",
      status: "pending",
      applicantUid: "demoApplicantKwame",
      attribution: cameFrom("instagram", "paid-social", "food-creators", "l.instagram.com"),
    }),
  },
  {
    id: "demo-application-noah",
    daysAgo: 2.2,
    videos: [{ source: CLIPS.landscapeMp4, name: "desk-setup-tour.mp4" }],
    document: applicant({
      firstName: "Noah",
      lastName: "Clarke",
      email: "noah.clarke@example.com",
      postcode: "B1 1BB",
      portfolioUrl: "https://noahclarke.example.com",
      niche: "Tech, Home office",
      referralSource: "Google Search",
      status: "pending",
      applicantUid: "demoApplicantNoah",
      attribution: cameFrom("google", "organic", null, "www.google.com"),
    }),
  },
  {
    id: "demo-application-priya",
    daysAgo: 3,
    approval: { type: "pro", daysAgo: 2 },
    videos: [
      { source: CLIPS.b2b, name: "app-walkthrough.mp4" },
      { source: CLIPS.fullHd, name: "unboxing-1080p.mp4" },
    ],
    document: applicant({
      firstName: "Priya",
      lastName: "Shah",
      email: "priya.shah@example.com",
      postcode: "LS6 2AB",
      tiktok: "https://www.tiktok.com/@priyareviews",
      niche: "Tech, App demos, B2B",
      referralSource: "Google Search",
      status: "approved_pro",
      applicantUid: "demoApplicantPriya",
    }),
  },
  {
    id: "demo-application-callum",
    daysAgo: 5,
    approval: { type: "rising_star", daysAgo: 4 },
    videos: [
      { source: CLIPS.wellbeing, name: "ten-minute-reset.mp4" },
      { source: CLIPS.longTake, name: "trail-run-one-take.mp4" },
    ],
    document: applicant({
      firstName: "Callum",
      lastName: "Reid",
      email: "callum.reid@example.com",
      postcode: "EH3 9QG",
      instagram: "https://www.instagram.com/callum.outdoors",
      niche: "Health & Wellbeing, Fitness",
      referralSource: "Friend/Colleague",
      newsletterConsent: true,
      status: "approved_rising_star",
      applicantUid: "demoApplicantCallum",
    }),
  },
  {
    id: "demo-application-jordan",
    daysAgo: 9,
    videos: [],
    document: applicant({
      firstName: "Jordan",
      lastName: "Blake",
      email: "jordan.blake@example.com",
      postcode: "CF10 1EP",
      portfolioUrl: "https://jordanblake.example.com/work",
      niche: "Finance, Explainers",
      referralSource: "YouTube",
      status: "rejected",
    }),
  },
];
