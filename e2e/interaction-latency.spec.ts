import { test, expect } from "../testing/e2e/fixtures";
import { measureInteractions } from "../scripts/interaction-latency.ts";

// INP's view of a phone visitor's first interactions, on a cold page at Lighthouse's 4x CPU slowdown: each one
// works, and the browser timed it (Event Timing). How long they took is the bench's figure
// (npm run bench -- lighthouse), not this test's: timings depend on the machine.
test.skip(({ viewport }) => (viewport?.width ?? 1280) > 600, "phone only");

test(
  "a cold /prices: the menu opens and closes, an FAQ opens, the credit slider moves and prices",
  { tag: "@phone" },
  async ({ page }) => {
    const { entries, longestMs } = await measureInteractions(page, "/prices", ["menu", "faq", "slider"], expect);
    expect(entries.some((entry) => entry.type === "first-input")).toBe(true);
    test.info().annotations.push({ type: "longest event-to-paint (ms)", description: String(longestMs) });
  },
);

test("a cold /brand-signup: typing into the waitlist form keeps every letter", { tag: "@phone" }, async ({ page }) => {
  const { entries, longestMs } = await measureInteractions(page, "/brand-signup", ["type"], expect);
  expect(entries.some((entry) => entry.type === "first-input")).toBe(true);
  test.info().annotations.push({ type: "longest event-to-paint (ms)", description: String(longestMs) });
});
