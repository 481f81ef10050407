/** Marks the inline copies and deferred links that scripts/inline-css.ts writes into each built page. */
const INLINE_ATTRIBUTE = "data-inline-css";

/**
 * On the first client navigation (src/root.tsx): turns on each stylesheet link the build left off (`disabled`,
 * so a page that is only read fetches no CSS it already holds; `media="print"`, so loading it blocks nothing),
 * applying it to the screen as soon as it has loaded, and removes the inline copy of the same CSS, so the page ends
 * up with the route stylesheets React Router manages, as if they had been linked normally. Same rules in
 * the same order, so nothing moves. An inline copy whose link React Router has already taken away (the
 * stylesheet of the page being left) goes at once: its rules no longer belong to the page.
 */
export function adoptInlinedStylesheets(doc: Document = document): void {
  const inlineCopies = new Map(
    [...doc.querySelectorAll<HTMLStyleElement>(`style[${INLINE_ATTRIBUTE}]`)].map((style) => [
      style.getAttribute(INLINE_ATTRIBUTE),
      style,
    ]),
  );
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${INLINE_ATTRIBUTE}]`)) {
    const href = link.getAttribute("href");
    const inline = inlineCopies.get(href);
    inlineCopies.delete(href);
    const adopt = () => {
      link.removeAttribute(INLINE_ATTRIBUTE);
      link.media = "all";
      inline?.remove();
    };
    link.removeAttribute("disabled");
    if (link.sheet) adopt();
    else link.addEventListener("load", adopt, { once: true });
  }
  // The copies left have no link any more: it went with the page being left.
  for (const inline of inlineCopies.values()) inline.remove();
}
