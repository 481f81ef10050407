import type { Page } from "@playwright/test";

/**
 * Holds the requests whose URL `pattern` matches until `release()` — not for a fixed time: on a loaded machine a
 * timed hold can run out before the test has looked at the page. `requested` lists the URLs asked for so far.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}
