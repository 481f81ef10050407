// How a prerendered public page says which of its parts React has hydrated, through the DOM only: the app's root
// marks <html> once it has committed, and each island (`Island`, src/components/ui/island.tsx) marks its own element
// once the boundary around it has committed. The page chrome (src/app/public-page.ts) reads these marks to know
// when a part that needs React answers; tests read the same marks. docs/decisions/0009-public-pages-hydrate-on-interaction.md

/** On an island's element: the lazily loaded part it holds. */
export const ISLAND_ATTRIBUTE = "data-island";
/** On <html> once the app has committed, and on an island's element once it has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On an island's element when its code could not be loaded: it shows its prerendered markup, inert. */
export const ISLAND_FAILED_ATTRIBUTE = "data-island-failed";
/** On <html> when the app's code could not be loaded (a tab left open across a deploy, a failed request). */
export const APP_FAILED_ATTRIBUTE = "data-app-failed";
/**
 * On <html> once the page chrome runs (its menu, tabs and presses answer without React). A page marked failed and not
 * this has nothing to answer its controls: its stylesheets put them away (mobile-menu.css, form.css).
 */
export const CHROME_ATTRIBUTE = "data-chrome";
/** Dispatched on `window` each time a part announces it has hydrated, and when the app's code failed to load. */
export const HYDRATED_EVENT = "page-hydrated";
export const APP_FAILED_EVENT = "app-failed";

/** Marks `element` (<html> for the app, or an island's element) as hydrated and says so. */
export function announceHydrated(element: Element = document.documentElement): void {
  if (element.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  element.setAttribute(HYDRATED_ATTRIBUTE, "");
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Whether the app's code failed to load. */
export const appFailed = (): boolean => document.documentElement.hasAttribute(APP_FAILED_ATTRIBUTE);

/**
 * Whether React will never answer `element`: the app's code or its island's failed to load, or the element is gone
 * (an island that failed shows its markup again, in new elements).
 */
function failed(element: Element): boolean {
  return appFailed() || !element.isConnected || element.closest(`[${ISLAND_FAILED_ATTRIBUTE}]`) !== null;
}

/** Says that an island's code could not be loaded: what waits for it is answered. */
export function announceIslandFailed(): void {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}

/** Whether React answers `element`: the app has committed, and every island around it has hydrated. */
export function isHydrated(element: Element): boolean {
  if (!document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return false;
  for (let island = element.closest(`[${ISLAND_ATTRIBUTE}]`); island;) {
    if (!island.hasAttribute(HYDRATED_ATTRIBUTE)) return false;
    island = island.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) ?? null;
  }
  return true;
}

/**
 * Resolves once React answers `element` (after a frame, so the commit that hydrated it has painted), or rejects if
 * it never will (its code could not be loaded).
 */
export function whenHydrated(element: Element): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (failed(element)) reject(new Error("the code of this part of the page could not be loaded"));
      else if (isHydrated(element)) requestAnimationFrame(() => setTimeout(resolve));
      else return;
      window.removeEventListener(HYDRATED_EVENT, check);
      window.removeEventListener(APP_FAILED_EVENT, check);
    };
    window.addEventListener(HYDRATED_EVENT, check);
    window.addEventListener(APP_FAILED_EVENT, check);
    check();
  });
}
