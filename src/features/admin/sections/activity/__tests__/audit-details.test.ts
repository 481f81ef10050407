import { describe, expect, it } from "vitest";
import { ADMIN_AUDIT_ACTIONS } from "~/shared/constants";
import { AUDIT_ACTION_LABELS, auditDetailLines, auditValue } from "../audit-details";

describe("activity details", () => {
  it("names every logged action", () => {
    for (const action of ADMIN_AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/\w/);
  });

  it("shows an edit as before → after for each field", () => {
    const details = {
      before: { status: "pending", meeting_signed_up: false },
      after: { status: "contacted", meeting_signed_up: true },
    };
    expect(auditDetailLines({ details })).toEqual(["Status: Pending → Contacted", "Meeting booked: no → yes"]);
  });

  it("shows statuses and tiers by the labels the admin knows, not the stored values", () => {
    const details = { before: { status: "meeting_scheduled" }, after: { status: "not_interested" } };
    expect(auditDetailLines({ details })).toEqual(["Status: Meeting scheduled → Not interested"]);
    expect(auditDetailLines({ details: { approvalType: "rising_star", emailSent: true } })).toEqual([
      "Tier: Rising Star",
      "E-mail sent: yes",
    ]);
  });

  it("shows empty notes as none and shortens long ones", () => {
    const long = "x".repeat(200);
    const [line] = auditDetailLines({ details: { before: { notes: "" }, after: { notes: long } } });
    expect(line).toBe(`Notes: none → “${"x".repeat(120)}…”`);
  });

  it("shows an export's filter and a rejection's outcome as facts", () => {
    expect(auditDetailLines({ details: { list: "brand-signups", status: "converted", search: null } })).toEqual([
      "List: “brand-signups”",
      "Status: Converted",
      "Search: none",
    ]);
    expect(auditDetailLines({ details: { deletedFiles: 2, notifyApplicant: true, emailSent: true } })).toEqual([
      "Files deleted: 2",
      "Polite e-mail asked for: yes",
      "E-mail sent: yes",
    ]);
    expect(auditDetailLines({ details: {} })).toEqual([]);
    expect(auditValue({ nested: 1 })).toBe('{"nested":1}');
  });
});
