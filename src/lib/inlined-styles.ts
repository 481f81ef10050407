/** Marks the inline copies and deferred links that scripts/inline-css.mjs writes into each built page. */
const INLINE_ATTRIBUTE = "data-inline-css";

/**
 * On the first client navigation (src/root.tsx): turns on each stylesheet link the build deferred
 * (`media="print"`) as soon as it has loaded, and removes the inline copy of the same CSS, so the page ends
 * up with the route stylesheets React Router manages, as if they had been linked normally. Same rules in
 * the same order, so nothing moves. An inline copy whose link React Router has already taken away (the
 * stylesheet of the page being left) goes at once: its rules no longer belong to the page.
 */
export function adoptInlinedStylesheets(doc: Document = document): void {
  for (const inline of doc.querySelectorAll<HTMLStyleElement>(`style[${INLINE_ATTRIBUTE}]`)) {
    const href = inline.getAttribute(INLINE_ATTRIBUTE);
    const linked = [...doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${INLINE_ATTRIBUTE}]`)].some(
      (link) => link.getAttribute("href") === href,
    );
    if (!linked) inline.remove();
  }
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
