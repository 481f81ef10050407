import { CREATOR_TIERS, formatPence, type CreatorTier } from "./pricing";

/**
 * Where a record came from (product.md §P6.10): the campaign tags of the address a visitor arrived on,
 * the host of the site that sent them and the page they landed on. No zod here: the browser's
 * attribution module (src/lib/attribution.ts) reads the limits without loading the schemas.
 */
export const ATTRIBUTION_LIMITS = {
  /** utm_source, utm_medium, utm_campaign. */
  tag: 100,
  /** A DNS name is at most 253 characters. */
  referrerHost: 253,
  landingPath: 200,
} as const;

/** One arrival: tags lower-cased by the server, a host (never a full address), a path (never a query). */
export interface Touch {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  referrerHost: string | null;
  landingPath: string | null;
}

/** What a record stores as `attribution`. */
export interface Attribution {
  /** The first arrival this device remembers: only known when the visitor accepted cookies. */
  first: Touch | null;
  /** The latest arrival from a link or another site (cookies accepted), else the submitting page itself. */
  last: Touch | null;
}

/** A host name as `URL.hostname` gives it: letters, digits, hyphens and dots (internationalised names in punycode). */
export const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/** A site path without query or fragment; never "//…", which a browser would read as another site. */
export const LANDING_PATH = /^\/(?!\/)[^\s?#]*$/;

/** `path` when it is one the server takes as a path of this site (a landing path, a source page), else null. */
export const sitePath = (path: string): string | null =>
  path.length <= ATTRIBUTION_LIMITS.landingPath && LANDING_PATH.test(path) ? path : null;

/** The lists whose records carry attribution and can be filtered by it (contact messages store it only). */
export const ATTRIBUTED_LISTS = ["creator-applications", "brand-signups", "newsletter-subscribers"] as const;
export type AttributedList = (typeof ATTRIBUTED_LISTS)[number];

export function isAttributedList(list: string): list is AttributedList {
  return (ATTRIBUTED_LISTS as readonly string[]).includes(list);
}

/** The admin's source and campaign filters read the last touch, which every new record has. */
export const ATTRIBUTION_FILTER_FIELDS = {
  source: "attribution.last.source",
  campaign: "attribution.last.campaign",
} as const;

/** The filters of a source and a campaign (exact, lower-cased like the stored tags), as both sides run them. */
export function attributionFilters(
  list: string,
  filter: { source?: string | null; campaign?: string | null },
): Array<{ field: string; op: "=="; value: string }> {
  if (!isAttributedList(list)) return [];
  const filters: Array<{ field: string; op: "=="; value: string }> = [];
  for (const key of ["source", "campaign"] as const) {
    const value = filter[key]?.trim().toLowerCase();
    if (value) filters.push({ field: ATTRIBUTION_FILTER_FIELDS[key], op: "==", value });
  }
  return filters;
}

/** What a brand priced on /prices, as stored on the sign-up; the total is the server's own sum. */
export interface PricedEstimate {
  tier: CreatorTier;
  creators: number;
  totalPence: number;
}

/** "Priced 10 × Pro, £2,475.00" */
export function formatEstimate(estimate: PricedEstimate): string {
  return `Priced ${estimate.creators} × ${CREATOR_TIERS[estimate.tier].label}, ${formatPence(estimate.totalPence)}`;
}

/** The estimate of a stored document, when it has a well-formed one. */
export function estimateOf(value: unknown): PricedEstimate | null {
  if (!value || typeof value !== "object") return null;
  const { tier, creators, totalPence } = value as Record<string, unknown>;
  if ((tier !== "pro" && tier !== "rising") || typeof creators !== "number" || typeof totalPence !== "number") {
    return null;
  }
  return { tier, creators, totalPence };
}

/** A record sent without attribution (an older page, a direct call) stores this, so every new record has the field. */
export const NO_ATTRIBUTION: Attribution = { first: null, last: null };
