import { BRAND_SIGNUP_STATUSES, type BrandSignupStatus } from "~/shared/constants";

/** What the admin reads for each brand sign-up status (docs/product.md §P7.2). */
export const BRAND_SIGNUP_STATUS_LABELS: Record<BrandSignupStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  meeting_scheduled: "Meeting scheduled",
  converted: "Converted",
  not_interested: "Not interested",
};

export function isBrandSignupStatus(value: unknown): value is BrandSignupStatus {
  return typeof value === "string" && (BRAND_SIGNUP_STATUSES as readonly string[]).includes(value);
}
