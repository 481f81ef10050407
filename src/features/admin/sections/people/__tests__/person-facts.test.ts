import { describe, expect, it } from "vitest";
import type { PersonData } from "~/shared/people";
import { auditMentionFacts, brandSignupFacts, heldSummary, newsletterFacts } from "../person-facts";

describe("what People says is held", () => {
  it("counts records and files, singular and plural", () => {
    expect(heldSummary(0, 0)).toBe("Nothing is held about this address.");
    expect(heldSummary(1, 1)).toBe("1 record and 1 file held.");
    expect(heldSummary(3, 0)).toBe("3 records and 0 files held.");
  });
});

describe("a held record's facts", () => {
  it("reads a newsletter entry without a consent record as confirmed before double opt-in", () => {
    const entry = { id: "n1", email: "a@example.com", createdAt: "2026-03-05T14:03:00.000Z", sourcePage: "/prices" };
    const facts = newsletterFacts(entry as PersonData["newsletterSubscribers"][number]);
    expect(facts[0]).toEqual(["Consent", "Confirmed before double opt-in"]);
    expect(facts[1]).toEqual(["Where", "/prices"]);
    const confirmed = newsletterFacts({
      ...entry,
      consent: { status: "confirmed", placement: "newsletter_footer" },
    } as unknown as PersonData["newsletterSubscribers"][number]);
    expect(confirmed.slice(0, 2)).toEqual([
      ["Consent", "Confirmed"],
      ["Where", "Footer newsletter form"],
    ]);
  });

  it("reads a brand sign-up's marketing consent from its record, else from the opt-in", () => {
    const signup = {
      id: "b1",
      status: "new",
      email_list_opt_in: true,
    } as unknown as PersonData["brandSignups"][number];
    expect(brandSignupFacts(signup)).toContainEqual(["Marketing consent", "Opted in"]);
    expect(brandSignupFacts({ ...signup, email_list_opt_in: false })).toContainEqual(["Marketing consent", "None"]);
    const asked = { ...signup, consent: { status: "unconfirmed", placement: "brand_opt_in" } };
    expect(brandSignupFacts(asked as typeof signup)).toContainEqual(["Marketing consent", "Unconfirmed"]);
  });

  it("names the applicant as the author of an entry no admin made", () => {
    const entry = { id: "a1", action: "withdraw", targetId: "x", adminEmail: null, at: "2026-03-05T14:03:00.000Z" };
    expect(auditMentionFacts(entry as unknown as PersonData["auditMentions"][number])).toContainEqual([
      "By",
      "the applicant",
    ]);
  });
});
