import { BRAND_SIGNUP_STATUSES, type BrandSignupStatus } from "~/shared/constants";
import type { BrandSignupDocument } from "~/shared/documents";

export { BRAND_SIGNUP_STATUS_LABELS } from "~/shared/constants";

export function isBrandSignupStatus(value: unknown): value is BrandSignupStatus {
  return typeof value === "string" && (BRAND_SIGNUP_STATUSES as readonly string[]).includes(value);
}

/** The e-mail list fact: "No", or "Opted in" with the consent's stage when there is one. */
export function emailListSummary(signup: Pick<BrandSignupDocument, "email_list_opt_in" | "consent">): string {
  if (!signup.email_list_opt_in) return "No";
  return signup.consent ? `Opted in (${signup.consent.status})` : "Opted in";
}
