import { FOOTER_ID, FOOTER_SCROLL_DELAY_MS } from "./footer-constants";

/**
 * The first load of `/#footer` (docs/product.md §P3.1): the page scrolls smoothly to the footer after 100 ms, from
 * an inline script at the top of the home page's content (src/routes/home.tsx), so it holds before any other script
 * has run and never waits for React. It takes `#footer` out of the address before the footer is parsed (so the
 * browser does not jump there at once) and puts it
 * back as it scrolls; for a few seconds it aims again when late images or a lazily loaded section move the footer,
 * and stops as soon as the visitor scrolls, taps or types (heard first, in the capture phase, whatever the page
 * chrome does with those events later). A client navigation to `/#footer` is the router's (ScrollManager).
 */
export const FOOTER_SCROLL_SCRIPT = `(() => {
if (location.pathname !== "/" || location.hash !== "#${FOOTER_ID}") return;
const address = location.href;
history.replaceState(history.state, "", location.pathname + location.search);
const scroll = () => {
history.replaceState(history.state, "", address);
const footer = document.getElementById("${FOOTER_ID}");
if (!footer) return;
const behavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
const aim = () => footer.scrollIntoView({ behavior });
aim();
let height = document.documentElement.scrollHeight;
const observer = new ResizeObserver(() => {
const now = document.documentElement.scrollHeight;
if (now !== height) { height = now; aim(); }
});
const input = ["wheel", "touchstart", "keydown", "pointerdown"];
const stop = () => { observer.disconnect(); for (const type of input) removeEventListener(type, stop, true); };
observer.observe(document.body);
setTimeout(stop, 3000);
for (const type of input) addEventListener(type, stop, { capture: true, passive: true });
};
setTimeout(() => document.readyState === "loading" ? addEventListener("DOMContentLoaded", scroll, { once: true }) : scroll(), ${FOOTER_SCROLL_DELAY_MS});
})();`;
