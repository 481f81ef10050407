/** Every route of product.md §P2–P3, in one place; components link through these, never through string literals. */
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
  /** The links in consent e-mails (double opt-in, unsubscribe); not in product.md §P2–P3, never prerendered. */
  confirmSubscription: "/confirm-subscription",
  unsubscribe: "/unsubscribe",
  /** The applicant's private status page (the acknowledgement e-mail's link); never prerendered. */
  applicationStatus: "/application-status",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

// Pure: a page that only links through `paths` does not carry the lists below.
export const ALL_PATHS: readonly AppPath[] = /* @__PURE__ */ Object.values(paths);

/**
 * Paths a signed-out visitor may open (product.md §P2–P3), plus /terms and /how-it-works
 * (product.md (decided): the public footer links to them).
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
  paths.applicationStatus,
];

/** Public marketing pages prerendered to static HTML at build (docs/decisions/0003-routing-and-gate.md) and listed in the sitemap. */
export const PRERENDERED_PATHS: readonly AppPath[] = /* @__PURE__ */ PUBLIC_PATHS.filter(
  (p) =>
    p !== paths.signIn &&
    p !== paths.admin &&
    p !== paths.confirmSubscription &&
    p !== paths.unsubscribe &&
    p !== paths.applicationStatus,
);
