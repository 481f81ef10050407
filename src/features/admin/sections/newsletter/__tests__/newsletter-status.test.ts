import type { NewsletterSubscriberDocument } from "~/shared/documents";
import { repeatsText, subscriberList, subscriberSource, unsubscribedVia } from "../newsletter-status";

const subscriber = (changes: Partial<NewsletterSubscriberDocument> = {}): NewsletterSubscriberDocument => ({
  email: "a@example.com",
  group: null,
  sourcePage: null,
  consentedAt: "2026-01-01T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...changes,
});
const consent = (changes: Record<string, unknown>) =>
  ({ status: "unconfirmed", placement: "newsletter_footer", ...changes }) as NewsletterSubscriberDocument["consent"];

describe("how a newsletter subscriber reads in the admin", () => {
  it("names the list", () => {
    expect(subscriberList(subscriber({ group: "creator" }))).toBe("Creators");
    expect(subscriberList(subscriber())).toBe("General");
  });

  it("says where consent was given: the consent's page first, then the entry's, else only the form", () => {
    expect(subscriberSource(subscriber({ consent: consent({ sourcePage: "/prices" }), sourcePage: "/" }))).toBe(
      "Footer newsletter form on /prices",
    );
    expect(subscriberSource(subscriber({ consent: consent({ placement: "brand_opt_in" }), sourcePage: "/x" }))).toBe(
      "Brand sign-up opt-in on /x",
    );
    expect(subscriberSource(subscriber({ consent: consent({}) }))).toBe("Footer newsletter form");
    expect(subscriberSource(subscriber({ sourcePage: "/creator" }))).toBe("Unknown on /creator");
    expect(subscriberSource(subscriber())).toBe("Unknown");
  });

  it("says how an unsubscribe came", () => {
    expect(unsubscribedVia("one_click")).toBe(" (one-click from an e-mail)");
    expect(unsubscribedVia("page")).toBe(" (unsubscribe page)");
    expect(unsubscribedVia(null)).toBe("");
  });

  it("counts repeats in words, and nothing for none", () => {
    expect(repeatsText(undefined)).toBeNull();
    expect(repeatsText(0)).toBeNull();
    expect(repeatsText(1)).toBe("Signed up again once");
    expect(repeatsText(3)).toBe("Signed up again 3 times");
  });
});
