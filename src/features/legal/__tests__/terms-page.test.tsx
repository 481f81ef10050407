import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SUPPORT_EMAIL } from "~/shared/brand";
import { TermsPage } from "../terms/terms-page";
import { expectArticleToSay, renderPage } from "./render-page";

/** product.md §P2–P3's fifteen sections of the Terms of Use, in its order. */
const TERMS_SECTIONS = [
  /who we are/i,
  /eligibility/i,
  /account registration/i,
  /use of the platform/i,
  /payments/i,
  /intellectual property and usage rights/i,
  /licence expiry and renewal/i,
  /user content/i,
  /prohibited conduct/i,
  /suspension and termination/i,
  /data protection/i,
  /disclaimers/i,
  /governing law/i,
  /changes to terms/i,
  /contact/i,
];

function sectionHeadings() {
  return within(screen.getByRole("article")).getAllByRole("heading", { level: 2 });
}

describe("Terms of Use", () => {
  it("has exactly the fifteen sections of product.md, in order", async () => {
    renderPage(<TermsPage />);
    await screen.findByRole("heading", { level: 1, name: "Terms of Use" });
    const headings = sectionHeadings();
    expect(headings).toHaveLength(15);
    headings.forEach((heading, index) => expect(heading).toHaveAccessibleName(TERMS_SECTIONS[index]));
  });

  it("links every contents entry to its section's heading id, in the same order", async () => {
    renderPage(<TermsPage />);
    const nav = await screen.findByRole("navigation", { name: "On this page" });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    const ids = sectionHeadings().map((heading) => heading.id);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(15);
    expect(hrefs).toEqual(ids.map((id) => `#${id}`));
  });

  it("states the date, governing law and the product's constants", async () => {
    renderPage(<TermsPage />);
    expect(await screen.findByText("30 June 2025")).toHaveAttribute("datetime", "2025-06-30");
    expectArticleToSay([
      "law of England and Wales",
      "7-day holding period",
      "non-refundable once a project has begun",
      "3 rounds of revisions",
      "Credits do not expire",
      "12 months",
      "14 days before",
      "6-month increments",
      "more than 60 days",
      "more than 3 late deliveries within any 12 months",
      "at least 18",
      "live in the United Kingdom",
    ]);
    expect(screen.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  });
});
