import { HOW_IT_WORKS_PILLARS } from "~/content/how-it-works";
import { CREATOR_PAY_PER_VIDEO } from "~/shared/constants";
import type { IconName } from "./icons";

export interface Pillar {
  title: string;
  icon: IconName;
  points: readonly [string, string, string];
}

export interface Step {
  title: string;
  text: string;
  icon: IconName;
}

const PILLAR_ICONS: readonly IconName[] = ["sparkles", "users", "support"];

/** The three "How it works" pillars for brands (product.md §P2–P3), shared with the landing page's tabs. */
export const BRAND_PILLARS: readonly Pillar[] = HOW_IT_WORKS_PILLARS.map((pillar, index) => ({
  ...pillar,
  icon: PILLAR_ICONS[index]!,
}));

export const BRAND_STEPS: readonly Step[] = [
  {
    title: "Join or book a call",
    icon: "calendar",
    text: "Sign up for free early access — 3 months free at launch — or book a call to talk through your goals.",
  },
  {
    title: "Brief with AI-assisted scripts",
    icon: "brief",
    text: "Tell us about your product and audience. AI helps turn it into a clear brief and ready-to-film script ideas.",
  },
  {
    title: "Get matched with vetted UK creators",
    icon: "match",
    text: "We match you with pre-vetted, UK-based creators who fit your niche, tone and audience.",
  },
  {
    title: "Review with 3 revisions",
    icon: "revise",
    text: "Watch the drafts, leave feedback and request up to 3 revisions per video credit until it is right.",
  },
  {
    title: "Launch on TikTok & Meta",
    icon: "launch",
    text: "Run your videos as ads with 12 months of usage rights included. Organic use never expires.",
  },
  {
    title: "Track performance",
    icon: "chart",
    text: "Your dashboard shows views, clicks and engagement, with AI suggestions for what to make next.",
  },
];

export const CREATOR_PAY = {
  pro: `£${CREATOR_PAY_PER_VIDEO.pro}`,
  risingStar: `£${CREATOR_PAY_PER_VIDEO.rising_star}`,
};

export const CREATOR_STEPS: readonly Step[] = [
  {
    title: "Apply",
    icon: "send",
    text: "Share your details, your socials or portfolio and 1–3 example videos. You will hear the outcome within 7 days.",
  },
  {
    title: "Get selected and briefed",
    icon: "brief",
    text: "When a brand picks you, you receive a clear brief. Accept it or pass within 24 hours — no pressure.",
  },
  {
    title: "Create and get paid",
    icon: "pound",
    text: `Film, deliver and polish. Pro creators earn ${CREATOR_PAY.pro} and Rising Stars ${CREATOR_PAY.risingStar} per video, paid 14 days after brand approval.`,
  },
];
