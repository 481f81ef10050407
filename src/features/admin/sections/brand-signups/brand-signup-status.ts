import { BRAND_SIGNUP_STATUSES, type BrandSignupStatus } from "~/shared/constants";

/** What the admin reads for each brand sign-up status (docs/product.md §P7.2). */
export const BRAND_SIGNUP_STATUS_LABELS: Record<BrandSignupStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  meeting_scheduled: "Meeting scheduled",
  converted: "Converted",
  not_interested: "Not interested",
};

/**
 * One badge colour per status, each a different hue with white text at AA contrast or better
 * (amber 5.0:1, blue 5.3:1, violet 5.4:1, green 5.0:1, grey 7.0:1). The label is always shown,
 * so the colour is never the only cue.
 */
export const BRAND_SIGNUP_STATUS_TONES: Record<BrandSignupStatus, string> = {
  pending: "amber",
  contacted: "blue",
  meeting_scheduled: "violet",
  converted: "green",
  not_interested: "grey",
};

export function isBrandSignupStatus(value: unknown): value is BrandSignupStatus {
  return typeof value === "string" && (BRAND_SIGNUP_STATUSES as readonly string[]).includes(value);
}

export { BRAND_SIGNUP_STATUSES };
