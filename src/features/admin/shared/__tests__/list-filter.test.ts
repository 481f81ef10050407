import { describe, expect, it } from "vitest";
import { BRAND_SIGNUP_STATUS_LABELS } from "../../sections/brand-signups/brand-signup-status";
import { knownStatus, statusOptions } from "../list-filter";

describe("status filter options", () => {
  it("lists All then every status in order, without counts until the server's arrive", () => {
    expect(statusOptions(BRAND_SIGNUP_STATUS_LABELS, null)).toEqual([
      { value: null, label: "All" },
      { value: "pending", label: "Pending" },
      { value: "contacted", label: "Contacted" },
      { value: "meeting_scheduled", label: "Meeting scheduled" },
      { value: "converted", label: "Converted" },
      { value: "not_interested", label: "Not interested" },
    ]);
  });

  it("puts the server's counts on each, 0 for a status the server did not mention", () => {
    const counts = { total: 7, byStatus: { pending: 4, contacted: 3 } };
    expect(statusOptions(BRAND_SIGNUP_STATUS_LABELS, counts).map((option) => option.label)).toEqual([
      "All (7)",
      "Pending (4)",
      "Contacted (3)",
      "Meeting scheduled (0)",
      "Converted (0)",
      "Not interested (0)",
    ]);
  });

  it("keeps a status from the address only when the list knows it", () => {
    expect(knownStatus("converted", BRAND_SIGNUP_STATUS_LABELS)).toBe("converted");
    expect(knownStatus("approved_pro", BRAND_SIGNUP_STATUS_LABELS)).toBeNull();
    expect(knownStatus("toString", BRAND_SIGNUP_STATUS_LABELS)).toBeNull();
    expect(knownStatus(null, BRAND_SIGNUP_STATUS_LABELS)).toBeNull();
  });
});
