import { BRAND_SIGNUP_STATUSES, type BrandSignupStatus } from "~/shared/constants";

export { BRAND_SIGNUP_STATUS_LABELS } from "~/shared/constants";

export function isBrandSignupStatus(value: unknown): value is BrandSignupStatus {
  return typeof value === "string" && (BRAND_SIGNUP_STATUSES as readonly string[]).includes(value);
}
