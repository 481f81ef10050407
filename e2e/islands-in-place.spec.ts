import { test, expect } from "../testing/e2e/fixtures";
import { holdRequests } from "../testing/e2e/hold-requests";
import { startApp } from "../testing/e2e/hydrated";
import { recordShifts, totalShift } from "../testing/e2e/layout-shifts";

// A form that hydrates from its own chunk (a React.lazy island) must keep its prerendered markup
// while that chunk is on its way: if React gave up on the dehydrated boundary (an update reaching it
// first), the form would vanish and come back, and the page would jump. Each island's chunk is held
// back here until the rest of the page has hydrated; the form stays on screen the whole time, the
// page does not shift, and the form works once its chunk arrives.
const ISLANDS = [
  {
    path: "/creator-signup",
    chunks: /\/assets\/(creator-application-form|status-link-form)-[\w-]+\.js$/,
    field: "First Name",
    button: "Submit Application",
  },
  { path: "/contact", chunks: /\/assets\/contact-form-[\w-]+\.js$/, field: "Name", button: "Send Message" },
  {
    path: "/brand-signup",
    chunks: /\/assets\/brand-waitlist-form-[\w-]+\.js$/,
    field: "Company name",
    button: "Join the Waitlist",
  },
];
/** How long the test watches the page while the island's chunk is held. */
const WATCH_MS = 1_250;

for (const island of ISLANDS) {
  test(`${island.path}: the form stays in place while its chunk loads, and the page does not shift`, async ({
    page,
  }) => {
    await recordShifts(page);
    const { requested, release } = await holdRequests(page, island.chunks);

    await page.goto(island.path);
    const field = page.getByLabel(island.field, { exact: false }).first();
    const button = page.getByRole("button", { name: island.button });
    await expect(field).toBeVisible();
    // The page around the island has hydrated (React Router's router exists) while the chunk is held.
    await startApp(page);
    await page.waitForTimeout(WATCH_MS);
    expect(requested.length, "the island's chunk was requested").toBeGreaterThan(0);
    await expect(field).toBeVisible();
    await expect(button).toBeVisible();

    release();
    await expect(button).toBeEnabled();
    await field.fill("Ada Lovelace");
    await expect(field).toHaveValue("Ada Lovelace");
    expect(await totalShift(page), "cumulative layout shift while the island hydrated").toBeLessThan(0.02);
  });
}
