import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until React answers the element: the app has committed and every island around it has hydrated, as the page
 * marks them (`data-hydrated`: src/lib/hydration.ts). The app's code starts after the load event, so `goto` and even
 * `networkidle` can return while a button is still the prerendered, inert one.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(
      () =>
        element.evaluate((node) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return false;
          for (
            let island = node.closest("[data-island]");
            island;
            island = island.parentElement?.closest("[data-island]") ?? null
          ) {
            if (!island.hasAttribute("data-hydrated")) return false;
          }
          return true;
        }),
      { message: "the element is hydrated" },
    )
    .toBe(true);
}

/**
 * A prerendered public page loads React only at the first interaction with a part that needs it (a form, the
 * slider, the tabs: src/app/public-page.ts, tested in hydrate-on-interaction.spec.ts). For tests about what happens
 * after that: starts the app as that module does (the "hydrate" event of the page's loader script, which listens
 * from the moment it runs) and waits until the app's root has committed (its mark on <html>, src/lib/hydration.ts).
 */
export async function startApp(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() =>
    document.querySelector("script[data-hydrate-on-interaction]")?.dispatchEvent(new Event("hydrate")),
  );
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
}
