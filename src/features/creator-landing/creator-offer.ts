import { CREATOR_PAY_PER_VIDEO } from "~/shared/constants";

export { DECISION_WITHIN_DAYS } from "~/shared/constants";

/** Creator-facing promises of product.md §P1 and §9; the marketing pages use the 14-day release. */
export const CREATOR_PAY_POUNDS = { pro: CREATOR_PAY_PER_VIDEO.pro, risingStar: CREATOR_PAY_PER_VIDEO.rising_star };
export const PAYMENT_RELEASE_DAYS = 14;
export const BRIEF_RESPONSE_HOURS = 24;
export const MINIMUM_AGE = 18;
