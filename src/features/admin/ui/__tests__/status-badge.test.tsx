import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BRAND_SIGNUP_STATUSES, CREATOR_APPLICATION_STATUSES } from "~/shared/constants";
import { BRAND_STATUS_TONES, CREATOR_STATUS_TONES, CreatorStatusBadge } from "../status-badge";

describe("status badge", () => {
  it.each([
    ["pending", "Pending"],
    ["approved_rising_star", "Rising Star"],
    ["approved_pro", "Pro Creator"],
    ["rejected", "Rejected"],
  ] as const)("says %s in the product's words: %s", (status, label) => {
    render(<CreatorStatusBadge status={status} />);
    // The words carry the meaning; the dot is decoration.
    expect(screen.getByText(label)).toHaveTextContent(new RegExp(`^${label}$`));
    expect(screen.getByText(label).querySelector("[aria-hidden='true']")).not.toBeNull();
  });

  it("gives every creator status and every brand sign-up status its own colour", () => {
    const creatorTones = CREATOR_APPLICATION_STATUSES.map((status) => CREATOR_STATUS_TONES[status]);
    expect(new Set(creatorTones).size).toBe(CREATOR_APPLICATION_STATUSES.length);
    const brandTones = BRAND_SIGNUP_STATUSES.map((status) => BRAND_STATUS_TONES[status]);
    expect(new Set(brandTones).size).toBe(BRAND_SIGNUP_STATUSES.length);
  });

  it("uses the tone's class, whose colours come from tokens.css", () => {
    render(<CreatorStatusBadge status="approved_pro" />);
    expect(screen.getByText("Pro Creator")).toHaveClass("status-badge", "status-badge--violet");
  });
});
