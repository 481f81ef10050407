/** Pure pricing maths of product.md §P10: the credit slider on /prices and the server's check of a brand's estimate. Money is held in whole pence. */

export type CreatorTier = "pro" | "rising";

export const CREATOR_TIERS: Record<CreatorTier, { label: string; pricePence: number; credits: number }> = {
  pro: { label: "Pro", pricePence: 27_500, credits: 1 },
  rising: { label: "Rising Star", pricePence: 13_750, credits: 0.5 },
};

export const MIN_CREATORS = 1;
export const MAX_CREATORS = 20;
export const SLIDER_MARKS = [5, 10, 20] as const;

/** Volume discount in whole percent, largest threshold first. */
const DISCOUNT_STEPS = [
  { from: 20, percent: 15 },
  { from: 10, percent: 10 },
  { from: 5, percent: 5 },
] as const;

export function discountPercent(count: number): number {
  return DISCOUNT_STEPS.find((step) => count >= step.from)?.percent ?? 0;
}

export interface CreditQuote {
  tier: CreatorTier;
  count: number;
  discountPercent: number;
  /** Price per creator after discount, rounded half-up to the penny. */
  unitPence: number;
  totalPence: number;
  credits: number;
}

export function quote(tier: CreatorTier, count: number): CreditQuote {
  if (!Number.isInteger(count) || count < MIN_CREATORS || count > MAX_CREATORS) {
    throw new RangeError(`Creator count must be a whole number from ${MIN_CREATORS} to ${MAX_CREATORS}`);
  }
  const { pricePence, credits } = CREATOR_TIERS[tier];
  const percent = discountPercent(count);
  // Integer arithmetic: pence × (100 − %) is exact, so only the final division rounds.
  const unitPence = Math.round((pricePence * (100 - percent)) / 100);
  return {
    tier,
    count,
    discountPercent: percent,
    unitPence,
    totalPence: unitPence * count,
    credits: credits * count,
  };
}

// Made on first use: a browser's first currency formatter loads its locale data (~95 ms on a phone), and every
// public page loads this module before any price is shown (through the visit's attribution note).
let gbp: Intl.NumberFormat | undefined;

/** "£2,475.00": pounds with UK grouping and two decimals. */
export function formatPence(pence: number): string {
  gbp ??= new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
  return gbp.format(pence / 100);
}

/** Whole pounds where the figure has no pence ("£35"), for headline prices. */
export function formatWholePounds(pounds: number): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 }).format(
    pounds,
  );
}

export function formatCredits(credits: number): string {
  return `${credits.toLocaleString("en-GB", { maximumFractionDigits: 1 })} ${credits === 1 ? "credit" : "credits"}`;
}
