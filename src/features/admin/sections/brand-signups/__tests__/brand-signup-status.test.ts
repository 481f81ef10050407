import { describe, expect, it } from "vitest";
import type { ConsentRecord } from "~/shared/consent";
import { emailListSummary } from "../brand-signup-status";

describe("a brand sign-up's e-mail list fact", () => {
  it("is No without the opt-in", () => {
    expect(emailListSummary({ email_list_opt_in: false })).toBe("No");
  });

  it("is Opted in, with the consent's stage when one is recorded", () => {
    expect(emailListSummary({ email_list_opt_in: true })).toBe("Opted in");
    const consent = { status: "unconfirmed" } as ConsentRecord;
    expect(emailListSummary({ email_list_opt_in: true, consent })).toBe("Opted in (unconfirmed)");
  });
});
