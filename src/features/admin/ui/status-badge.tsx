import type { BrandSignupStatus, CreatorApplicationStatus } from "~/shared/constants";
import { CREATOR_STATUS_LABELS } from "~/shared/constants";
import "./status-badge.css";

/** The badge hues, from tokens.css; each carries white text at AA contrast. */
export type StatusTone = "amber" | "blue" | "violet" | "green" | "red" | "grey";

/** A status in words and colour; the words carry the meaning, the colour helps scanning. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span className="status-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}

export const CREATOR_STATUS_TONES: Record<CreatorApplicationStatus, StatusTone> = {
  pending: "amber",
  approved_rising_star: "blue",
  approved_pro: "violet",
  rejected: "red",
};

/** Pending, Rising Star, Pro Creator or Rejected (docs/product.md §P7). */
export function CreatorStatusBadge({ status }: { status: CreatorApplicationStatus }) {
  return <StatusBadge label={CREATOR_STATUS_LABELS[status] ?? status} tone={CREATOR_STATUS_TONES[status] ?? "grey"} />;
}

/** Brand sign-up statuses each get their own hue (product.md: a distinct, accessible badge colour each). */
export const BRAND_STATUS_TONES: Record<BrandSignupStatus, StatusTone> = {
  pending: "amber",
  contacted: "blue",
  meeting_scheduled: "violet",
  converted: "green",
  not_interested: "grey",
};
