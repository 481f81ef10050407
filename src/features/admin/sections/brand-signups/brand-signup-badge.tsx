import type { BrandSignupStatus } from "~/shared/constants";
import { BRAND_STATUS_TONES, StatusBadge } from "../../ui/status-badge";
import { BRAND_SIGNUP_STATUS_LABELS } from "./brand-signup-status";

/** A brand sign-up's status: its words, and its own colour. */
export function BrandSignupBadge({ status }: { status: BrandSignupStatus }) {
  return (
    <StatusBadge label={BRAND_SIGNUP_STATUS_LABELS[status] ?? status} tone={BRAND_STATUS_TONES[status] ?? "grey"} />
  );
}
