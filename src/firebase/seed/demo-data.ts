import type { BrandSignupDocument, ContactMessageDocument, CreatorApplicationDocument } from "~/shared/documents";

const DAY = 86_400_000;

/** A demo video copied into the file store, owned by a made-up applicant uid. */
export interface DemoVideo {
  media: string;
  ownerUid: string;
}

export interface DemoApplication {
  id: string;
  videos: DemoVideo[];
  document: Omit<CreatorApplicationDocument, "uploadedFiles" | "submittedAt">;
  daysAgo: number;
}

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

/** Every creator status, some with sample videos, so the admin panel has something to review. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    id: "demo-application-amelia",
    daysAgo: 0.2,
    videos: [
      { media: "demo-sunrise.mp4", ownerUid: "demoApplicantAmelia" },
      { media: "demo-unboxing.mov", ownerUid: "demoApplicantAmelia" },
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
    }),
  },
  {
    id: "demo-application-kwame",
    daysAgo: 1.5,
    videos: [{ media: "demo-kitchen.mp4", ownerUid: "demoApplicantKwame" }],
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
    }),
  },
  {
    id: "demo-application-priya",
    daysAgo: 3,
    videos: [{ media: "demo-studio.mp4", ownerUid: "demoApplicantPriya" }],
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
    videos: [],
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

export interface DemoBrandSignup {
  daysAgo: number;
  document: Omit<BrandSignupDocument, "created_at" | "updated_at">;
}

const brand = (
  fields: Pick<BrandSignupDocument, "name" | "company_name" | "email" | "status"> & Partial<BrandSignupDocument>,
) => ({
  website: "",
  notes: "",
  email_list_opt_in: false,
  meeting_signed_up: false,
  ...fields,
});

/** Every brand status, with the notes and meeting flags an admin would have set. */
export const DEMO_BRAND_SIGNUPS: DemoBrandSignup[] = [
  {
    daysAgo: 0.1,
    document: brand({
      name: "Sophie Turner",
      company_name: "Glow Botanicals",
      email: "sophie@glowbotanicals.example.com",
      website: "https://glowbotanicals.example.com",
      status: "pending",
      email_list_opt_in: true,
    }),
  },
  {
    daysAgo: 1,
    document: brand({
      name: "Marcus Lee",
      company_name: "Fettle Fitness",
      email: "marcus@fettlefitness.example.com",
      status: "contacted",
      notes: "Replied on Tuesday; wants TikTok-first content.",
    }),
  },
  {
    daysAgo: 2,
    document: brand({
      name: "Hannah Price",
      company_name: "Brewed Awakening",
      email: "hannah@brewedawakening.example.com",
      website: "https://brewedawakening.example.com",
      status: "meeting_scheduled",
      meeting_signed_up: true,
      notes: "Call booked for Thursday 10:00.",
    }),
  },
  {
    daysAgo: 6,
    document: brand({
      name: "Oliver Grant",
      company_name: "Ledgerly",
      email: "oliver@ledgerly.example.com",
      website: "https://ledgerly.example.com",
      status: "converted",
      meeting_signed_up: true,
      notes: "Done-for-you campaign, 6 Pro creators.",
    }),
  },
  {
    daysAgo: 12,
    document: brand({
      name: "Chloe Evans",
      company_name: "Pawsome Treats",
      email: "chloe@pawsome.example.com",
      status: "not_interested",
      notes: "Budget frozen until next year.",
    }),
  },
];

export interface DemoContactMessage {
  id: string;
  daysAgo: number;
  document: Omit<ContactMessageDocument, "createdAt">;
}

export const DEMO_CONTACT_MESSAGES: DemoContactMessage[] = [
  {
    id: "demo-contact-agency",
    daysAgo: 0.3,
    document: {
      name: "Rosie Carter",
      email: "rosie@northlight.example.com",
      message: "We are an agency with five DTC clients. Can we manage several brands from one account at launch?",
    },
  },
  {
    id: "demo-contact-creator",
    daysAgo: 2.5,
    document: {
      name: "Tom Walsh",
      email: "tom.walsh@example.com",
      message: "I applied last week as a creator. How will I hear back about my application?",
    },
  },
  {
    id: "demo-contact-press",
    daysAgo: 7,
    document: {
      name: "Aisha Khan",
      email: "aisha.khan@example.com",
      message: "I'm writing a piece on UK creator platforms and would love a short quote from the founders.",
    },
  },
];

export function daysAgoIso(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY).toISOString();
}
