/** Every route of SPEC §2, in one place; components link through these, never through string literals. */
export const paths = {
  home: "/",
  signIn: "/signin",
  creator: "/creator",
  creatorSignup: "/creator-signup",
  brandSignup: "/brand-signup",
  privacyPolicy: "/privacy-policy",
  terms: "/terms",
  cookiePolicy: "/cookie-policy",
  contact: "/contact",
  blog: "/blog",
  prices: "/prices",
  howItWorks: "/how-it-works",
  admin: "/admin",
  dashboard: "/dashboard",
  /** The links in consent e-mails (double opt-in, unsubscribe); not in SPEC §2, never prerendered. */
  confirmSubscription: "/confirm-subscription",
  unsubscribe: "/unsubscribe",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const ALL_PATHS: readonly AppPath[] = Object.values(paths);

/**
 * Paths a signed-out visitor may open (SPEC §2), plus /terms and /how-it-works
 * (ARCHITECTURE §5: the public footer links to them).
 */
export const PUBLIC_PATHS: readonly AppPath[] = [
  paths.home,
  paths.signIn,
  paths.creator,
  paths.creatorSignup,
  paths.privacyPolicy,
  paths.admin,
  paths.contact,
  paths.blog,
  paths.prices,
  paths.cookiePolicy,
  paths.brandSignup,
  paths.terms,
  paths.howItWorks,
  paths.confirmSubscription,
  paths.unsubscribe,
];

/** Public marketing pages prerendered to static HTML at build (ARCHITECTURE §6) and listed in the sitemap. */
export const PRERENDERED_PATHS: readonly AppPath[] = PUBLIC_PATHS.filter(
  (p) => p !== paths.signIn && p !== paths.admin && p !== paths.confirmSubscription && p !== paths.unsubscribe,
);
