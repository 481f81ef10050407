import { expect, type Locator } from "@playwright/test";

/**
 * Waits until React has hydrated the element (its props are on the node). The app's code starts after the load
 * event, so `goto` and even `networkidle` can return while a button is still the prerendered, inert one.
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
}
