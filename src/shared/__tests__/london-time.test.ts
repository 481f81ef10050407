import { describe, expect, it } from "vitest";
import { formatUkDateTime, lastLondonWeeks } from "../london-time";

describe("London weeks and UK dates", () => {
  it("starts weeks on Monday at London midnight, in winter (GMT) and summer (BST)", () => {
    // Wednesday 8 July 2026, BST: the week starts Monday 6 July at 00:00 BST = 5 July 23:00 UTC.
    const summer = lastLondonWeeks(new Date("2026-07-08T12:00:00Z"), 2);
    expect(summer).toEqual([
      { weekStart: "2026-06-29", from: "2026-06-28T23:00:00.000Z", to: "2026-07-05T23:00:00.000Z" },
      { weekStart: "2026-07-06", from: "2026-07-05T23:00:00.000Z", to: "2026-07-12T23:00:00.000Z" },
    ]);
    // Sunday 11 January 2026, 23:30 UTC is still Sunday in London (GMT): the week began Monday 5th.
    const winter = lastLondonWeeks(new Date("2026-01-11T23:30:00Z"), 1);
    expect(winter).toEqual([
      { weekStart: "2026-01-05", from: "2026-01-05T00:00:00.000Z", to: "2026-01-12T00:00:00.000Z" },
    ]);
  });

  it("bridges the clock change: the week of 29 March 2026 is an hour short", () => {
    const [week] = lastLondonWeeks(new Date("2026-03-25T12:00:00Z"), 1);
    expect(week).toEqual({ weekStart: "2026-03-23", from: "2026-03-23T00:00:00.000Z", to: "2026-03-29T23:00:00.000Z" });
  });

  it("gives 12 consecutive weeks, oldest first, ending with the current one", () => {
    const weeks = lastLondonWeeks(new Date("2026-05-01T09:00:00Z"), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.weekStart).toBe("2026-04-27");
    expect(weeks[0]!.weekStart).toBe("2026-02-09");
    for (let n = 1; n < 12; n += 1) expect(weeks[n]!.from).toBe(weeks[n - 1]!.to);
  });

  it("formats dd/mm/yyyy HH:mm in London time", () => {
    expect(formatUkDateTime("2026-07-01T12:30:00.000Z")).toBe("01/07/2026 13:30");
    expect(formatUkDateTime("2026-12-24T23:05:00.000Z")).toBe("24/12/2026 23:05");
    expect(formatUkDateTime("not a date")).toBe("");
    expect(formatUkDateTime(undefined)).toBe("");
  });
});
