import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PrivacyPage } from "../privacy/privacy-page";
import { expectArticleToSay, renderPage } from "./render-page";

describe("legal page contents", () => {
  it("opens and closes the collapsible contents, and closes after a section is chosen", async () => {
    renderPage(<PrivacyPage />);
    const toggle = await screen.findByRole("button", { name: /on this page/i });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = screen.getByRole("navigation", { name: "On this page" });
    await userEvent.click(within(nav).getByRole("link", { name: /your rights/i }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("covers what product.md requires of the privacy policy", async () => {
    renderPage(<PrivacyPage />);
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    expectArticleToSay([
      "UK GDPR",
      "Up to 6 years",
      "18 and over",
      "reCAPTCHA",
      "Consent",
      "Contract",
      "Legitimate interests",
      "Legal obligation",
    ]);
    expect(screen.getByRole("link", { name: /ico\.org\.uk/ })).toHaveAttribute(
      "href",
      "https://ico.org.uk/make-a-complaint/",
    );
    expect(screen.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
  });
});
