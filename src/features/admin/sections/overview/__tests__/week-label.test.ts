import { describe, expect, it } from "vitest";
import { weekLabel } from "../week-label";

describe("week labels", () => {
  it.each([
    ["2026-11-16", "16 Nov"],
    ["2026-01-05", "5 Jan"],
    ["2025-12-29", "29 Dec"],
  ])("%s reads %s", (weekStart, label) => expect(weekLabel(weekStart)).toBe(label));
});
