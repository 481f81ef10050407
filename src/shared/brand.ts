/** The product's name lives here only, so a rename is a one-line change. */
export const BRAND_NAME = "Reelmark";

/** Canonical origin for Open Graph, robots.txt and the sitemap. */
export const SITE_ORIGIN = "https://reelmark.co.uk";

export const SUPPORT_EMAIL = "support@reelmark.co.uk";

/** The 30-minute discovery call opened after a waitlist sign-up and from "Learn More". */
export const BOOKING_URL = "https://calendly.com/reelmark/30min";

export const SOCIAL_LINKS = [
  { name: "TikTok", href: "https://www.tiktok.com/@reelmark" },
  { name: "Instagram", href: "https://www.instagram.com/reelmark" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/reelmark" },
  { name: "X", href: "https://x.com/reelmark" },
] as const;
