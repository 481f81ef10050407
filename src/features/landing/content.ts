/** Copy and media of the brand landing page (product.md §P1–2, §9), kept apart from layout code. */
import { HOW_IT_WORKS_PILLARS } from "~/content/how-it-works";

const MEDIA = "/media";

export const HERO = {
  title: "Get Ready for the Most Data-Driven UGC Platform Yet",
  subline: "UK Creators. AI. Insights. All in one place. Built for brands that want results from day one.",
  primaryCta: "Be First to Launch",
  secondaryCta: "Book a Call",
} as const;

/** product.md §P10.1.32: the hero's animation shows 8 creator avatars and 5 icons, its marquee 6 client logos. */
export const HERO_ANIMATION = { avatars: 8, icons: 5, logos: 6 } as const;

/** Invented wordmarks (not real brands); the marquee shows the set twice in each of two tracks. */
export const CLIENT_LOGOS = [
  { name: "Lumora", src: `${MEDIA}/logos/lumora.svg` },
  { name: "Brightfold", src: `${MEDIA}/logos/brightfold.svg` },
  { name: "Kettle&Co", src: `${MEDIA}/logos/kettle-and-co.svg` },
  { name: "Vantrix", src: `${MEDIA}/logos/vantrix.svg` },
  { name: "Oakhaven", src: `${MEDIA}/logos/oakhaven.svg` },
  { name: "Pebblebay", src: `${MEDIA}/logos/pebblebay.svg` },
] as const satisfies { length: typeof HERO_ANIMATION.logos };

export const LOGO_SIZE = { width: 180, height: 48 } as const;

export const HERO_BADGES = ["AI Insights", "TikTok • Meta", "Content For Any Niche"] as const;

export const HERO_VIDEOS = [
  { id: "unboxing", src: `${MEDIA}/hero/hero-unboxing.mp4`, poster: `${MEDIA}/hero/hero-unboxing.webp` },
  { id: "review", src: `${MEDIA}/hero/hero-review.mp4`, poster: `${MEDIA}/hero/hero-review.webp` },
  { id: "grwm", src: `${MEDIA}/hero/hero-grwm.mp4`, poster: `${MEDIA}/hero/hero-grwm.webp` },
] as const;

export const CREATOR_PORTRAITS = [
  { src: `${MEDIA}/creators/creator-1.svg`, alt: "Illustration of a UK creator filming an unboxing on her phone" },
  { src: `${MEDIA}/creators/creator-2.svg`, alt: "Illustration of a UK creator recording a product review" },
  { src: `${MEDIA}/creators/creator-3.svg`, alt: "Illustration of a UK creator sharing a morning routine" },
] as const;

/** Clips and portraits are 9:16; these are their intrinsic sizes so nothing shifts while loading. */
export const PORTRAIT_SIZE = { width: 360, height: 640 } as const;

/**
 * The hero's floating creator avatars: the collage's portraits again (each downloaded once for both), every second
 * round of them mirrored, so eight faces come from three pictures.
 */
export const HERO_AVATARS = Array.from({ length: HERO_ANIMATION.avatars }, (_, index) => ({
  id: `avatar-${index + 1}`,
  src: CREATOR_PORTRAITS[index % CREATOR_PORTRAITS.length]!.src,
  mirrored: Math.floor(index / CREATOR_PORTRAITS.length) % 2 === 1,
}));

/** The avatars' box in the markup (square, cropped by the stylesheet), so nothing shifts while they load. */
export const AVATAR_SIZE = 44;

export const ILLUSTRATION_SIZE = { width: 480, height: 360 } as const;

export const UGC_NEEDS = [
  {
    title: "Data & Performance",
    text: "See views, clicks and engagement for every video in one dashboard, so you know exactly which content earns its spend.",
    icon: "chart",
  },
  {
    title: "Find Your Dream Creators",
    text: "Browse 800+ pre-vetted, UK-based creators by niche and style, and book them on standardised, secure contracts.",
    icon: "people",
  },
  {
    title: "AI-Powered Insights",
    text: "Generate briefs and scripts with AI, then get suggestions on what to make next based on what is already performing.",
    icon: "spark",
  },
] as const;

export const WHY_BRANDS = [
  {
    title: "Every creator is vetted",
    text: "Creators apply and are reviewed by our team before they are featured. All of them are based in the UK.",
  },
  {
    title: "12 months of usage rights",
    text: "All content comes with 12 months of ad usage rights, and extending them costs the same as it does today.",
  },
  {
    title: "Contracts and payments handled",
    text: "Standardised, secure contracts and payments on every booking: no chasing invoices, no bespoke paperwork.",
  },
  {
    title: "Built for TikTok and Meta",
    text: "Vertical, platform-native videos made for the placements where your customers already scroll.",
  },
] as const;

export const SKIP_CARDS = [
  {
    word: "Searching",
    title: "Skip the endless scrolling",
    text: "Stop hunting through DMs and spreadsheets. Every creator on the platform is UK-based, pre-vetted and ready to brief.",
    image: `${MEDIA}/skip/searching.svg`,
    alt: "A shortlist of creator profiles with a magnifying glass",
  },
  {
    word: "Negotiating",
    title: "Skip the back-and-forth",
    text: "Clear prices, standardised contracts and secure payments mean you agree terms in minutes, not weeks.",
    image: `${MEDIA}/skip/negotiating.svg`,
    alt: "Two chat messages and a green tick showing an agreed deal",
  },
  {
    word: "Tracking",
    title: "Skip the manual reporting",
    text: "Views, clicks and engagement land in one performance dashboard, with AI suggestions on what to make next.",
    image: `${MEDIA}/skip/tracking.svg`,
    alt: "A bar chart with a rising performance line",
  },
  {
    word: "Quality Control",
    title: "Skip the guesswork on quality",
    text: "Three revisions per video credit and 1-on-1 creative support make sure every video is on brief before it goes live.",
    image: `${MEDIA}/skip/quality-control.svg`,
    alt: "A phone showing a video with an approval tick",
  },
] as const;

const HOW_IT_WORKS_IMAGES = [
  { image: `${MEDIA}/how/platform-ai.svg`, alt: "A performance dashboard with a chart and an AI suggestion" },
  { image: `${MEDIA}/how/creator-network.svg`, alt: "A network of connected creator avatars" },
  { image: `${MEDIA}/how/support.svg`, alt: "A support conversation between a brand and a creative strategist" },
] as const;

export const HOW_IT_WORKS_TABS = HOW_IT_WORKS_PILLARS.map((pillar, index) => ({
  ...pillar,
  ...HOW_IT_WORKS_IMAGES[index]!,
}));

export const GENRE_VIDEOS = [
  { id: "b2b", genre: "B2B" },
  { id: "finance", genre: "Finance" },
  { id: "beauty", genre: "Beauty" },
  { id: "health-wellbeing", genre: "Health & Wellbeing" },
  { id: "entertainment", genre: "Entertainment" },
  { id: "food-beverage", genre: "Food & Beverage" },
].map((item) => ({ ...item, src: `${MEDIA}/genres/${item.id}.mp4`, poster: `${MEDIA}/genres/${item.id}.webp` }));

export const STATS = [
  { value: "800+", label: "Creators in Our Network" },
  { value: "1-on-1", label: "Creative Support for Every Project" },
  { value: "Up 29%", label: "Higher Conversion vs Traditional Content" },
] as const;
