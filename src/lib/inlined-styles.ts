/** Marks the inline copies and deferred links that scripts/inline-css.mjs writes into each built page. */
const INLINE_ATTRIBUTE = "data-inline-css";

/**
 * Once a prerendered page has hydrated: turns on each stylesheet link the build deferred (`media="print"`)
 * as soon as it has loaded, and removes the inline copy of the same CSS, so the page ends up with the
 * route stylesheets React Router manages, as if they had been linked normally. Same rules in the same
 * order, so nothing moves.
 */
export function adoptInlinedStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${INLINE_ATTRIBUTE}]`)) {
    const href = link.getAttribute("href");
    const inline = [...doc.querySelectorAll<HTMLStyleElement>(`style[${INLINE_ATTRIBUTE}]`)].find(
      (style) => style.getAttribute(INLINE_ATTRIBUTE) === href,
    );
    const adopt = () => {
      link.removeAttribute(INLINE_ATTRIBUTE);
      link.media = "all";
      inline?.remove();
    };
    if (link.sheet) adopt();
    else link.addEventListener("load", adopt, { once: true });
  }
}
