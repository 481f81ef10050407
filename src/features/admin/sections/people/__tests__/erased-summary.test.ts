import { describe, expect, it } from "vitest";
import { erasedSummary } from "../people-page";

const NONE = {
  brand_signups: 0,
  newsletter_subscribers: 0,
  creator_applications: 0,
  files: 0,
  contact_messages: 0,
  audit_details_cleared: 0,
};

describe("what an erasure's message says it removed", () => {
  it("counts one as one and more as many, and leaves out what it did not touch", () => {
    expect(erasedSummary({ ...NONE, brand_signups: 1, files: 2, audit_details_cleared: 1 })).toBe(
      "1 brand sign-up, 2 files, 1 activity entry cleared",
    );
    expect(erasedSummary({ ...NONE, newsletter_subscribers: 3, contact_messages: 1 })).toBe(
      "3 newsletter entries, 1 contact message",
    );
    expect(erasedSummary(NONE)).toBe("nothing");
  });
});
