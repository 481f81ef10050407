import { describe, expect, it } from "vitest";
import { discountPercent, formatCredits, formatPence, quote, type CreatorTier } from "../pricing";

/**
 * Expected unit prices worked out by hand from product.md §P10 (base × (1 − discount), rounded
 * half-up to the penny), independent of the module's integer arithmetic.
 */
const UNIT_PRICES: Record<CreatorTier, Record<number, string>> = {
  // 275 × 1, × 0.95 = 261.25, × 0.90 = 247.50, × 0.85 = 233.75
  pro: { 0: "275.00", 5: "261.25", 10: "247.50", 15: "233.75" },
  // 137.50 × 1, × 0.95 = 130.625 → 130.63, × 0.90 = 123.75, × 0.85 = 116.875 → 116.88
  rising: { 0: "137.50", 5: "130.63", 10: "123.75", 15: "116.88" },
};

function expectedDiscount(count: number): number {
  if (count >= 20) return 15;
  if (count >= 10) return 10;
  if (count >= 5) return 5;
  return 0;
}

function toPence(pounds: string): number {
  const [whole, pence] = pounds.split(".");
  return Number(whole) * 100 + Number(pence);
}

const COUNTS = Array.from({ length: 20 }, (_, i) => i + 1);

describe("credit slider pricing (product.md §P10)", () => {
  for (const tier of ["pro", "rising"] as const) {
    it.each(COUNTS)(`${tier}: %i creators — discounted unit price, total and credits`, (count) => {
      const result = quote(tier, count);
      const unitPence = toPence(UNIT_PRICES[tier][expectedDiscount(count)]!);
      expect(result.discountPercent).toBe(expectedDiscount(count));
      expect(result.unitPence).toBe(unitPence);
      expect(result.totalPence).toBe(unitPence * count);
      expect(result.credits).toBe(tier === "pro" ? count : count / 2);
    });
  }

  it("matches the worked examples in pounds", () => {
    expect(formatPence(quote("pro", 10).unitPence)).toBe("£247.50");
    expect(formatPence(quote("pro", 10).totalPence)).toBe("£2,475.00");
    expect(formatPence(quote("rising", 5).unitPence)).toBe("£130.63");
    expect(formatPence(quote("rising", 5).totalPence)).toBe("£653.15");
    expect(formatPence(quote("rising", 20).unitPence)).toBe("£116.88");
    expect(formatPence(quote("rising", 20).totalPence)).toBe("£2,337.60");
    expect(formatPence(quote("pro", 1).totalPence)).toBe("£275.00");
    expect(formatPence(quote("pro", 20).totalPence)).toBe("£4,675.00");
  });

  it("applies discounts exactly at the 5, 10 and 20 thresholds", () => {
    expect([4, 5, 9, 10, 19, 20].map(discountPercent)).toEqual([0, 5, 5, 10, 10, 15]);
  });

  it("rejects counts outside 1–20 and fractions", () => {
    expect(() => quote("pro", 0)).toThrow(RangeError);
    expect(() => quote("pro", 21)).toThrow(RangeError);
    expect(() => quote("rising", 2.5)).toThrow(RangeError);
  });

  it("formats pounds the UK way and credits with halves", () => {
    expect(formatPence(123_456_78)).toBe("£123,456.78");
    expect(formatPence(5)).toBe("£0.05");
    expect(formatCredits(1)).toBe("1 credit");
    expect(formatCredits(2.5)).toBe("2.5 credits");
    expect(formatCredits(10)).toBe("10 credits");
  });
});
