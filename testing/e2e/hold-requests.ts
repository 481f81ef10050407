import type { Page } from "@playwright/test";

/**
 * Holds the requests whose URL `pattern` matches (and, given `method`, only those made with it) until `release()` —
 * not for a fixed time: on a loaded machine a timed hold can run out before the test has looked at the page.
 * `requested` lists the URLs held so far.
 */
export async function holdRequests(page: Page, pattern: RegExp, { method }: { method?: string } = {}) {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}
