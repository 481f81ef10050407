import { paths } from "~/config/paths";
import { resetConsent, writeConsent } from "~/lib/consent-cookie";
import { readConsent, subscribeConsent } from "~/lib/consent-state";
import { COOKIE_BANNER_TEXT } from "./cookie-banner-text";

// The cookie prompt without React: a first-time visitor sees it on a public page before, or without, any framework
// code (app/public-page.ts), and the client-rendered pages start the same one (root.tsx). Its file is not named
// after cookie banners: blockers' lists refuse such URLs.

const SETTINGS = "[data-cookie-settings]";

/**
 * Accept and Decline are the same size and weight: the UK ICO expects rejecting to be as easy as accepting.
 * The footer's "Cookie settings" (any element marked `data-cookie-settings`) forgets the answer and brings it back.
 */
function prompt(): HTMLElement {
  const section = document.createElement("section");
  section.className = "cookie-banner floating-card";
  section.setAttribute("aria-label", "Cookie consent");
  const text = document.createElement("p");
  text.className = "cookie-banner__text";
  const policy = document.createElement("a");
  policy.href = paths.cookiePolicy;
  policy.textContent = "Cookie policy";
  text.append(`${COOKIE_BANNER_TEXT} `, policy);
  const actions = document.createElement("div");
  actions.className = "cookie-banner__actions";
  for (const [label, accepted] of [
    ["Accept", true],
    ["Decline", false],
  ] as const) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "btn btn--primary";
    button.textContent = label;
    button.addEventListener("click", () => writeConsent(accepted));
    actions.append(button);
  }
  section.append(text, actions);
  return section;
}

/**
 * Keeps room at the foot of the page for the prompt, fixed over the bottom 16 px up, as its height follows its text:
 * `--card-room` on <html>, by which global.css pads the scroll port's bottom (so what the keyboard focuses is
 * brought into view above the prompt, never under it) and the footer (so the page's last lines scroll above it).
 */
function keepRoomFor(card: HTMLElement): () => void {
  const style = document.documentElement.style;
  const observer = new ResizeObserver(() => style.setProperty("--card-room", `${card.offsetHeight + 24}px`));
  observer.observe(card);
  return () => {
    observer.disconnect();
    style.removeProperty("--card-room");
  };
}

let running: (() => void) | null = null;

/** Shows the prompt while the visitor has not answered; returns what stops it (a no-op when it was running already). */
export function startConsentPrompt(): () => void {
  if (running) return () => undefined;
  let shown: HTMLElement | null = null;
  let releaseRoom = () => undefined as void;
  const hide = () => {
    releaseRoom();
    shown?.remove();
    shown = null;
  };
  const sync = () => {
    const answered = readConsent() !== undefined;
    if (answered && shown) {
      // Answered from the keyboard: the focus goes to the page's content rather than nowhere.
      const hadFocus = shown.contains(document.activeElement);
      hide();
      if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
    } else if (!answered && !shown) {
      shown = prompt();
      document.body.append(shown);
      releaseRoom = keepRoomFor(shown);
    }
  };
  // Capturing on window: React stops a click on a part of the page it has not hydrated yet at the document.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(SETTINGS)) resetConsent();
  };
  const unsubscribe = subscribeConsent(sync);
  window.addEventListener("click", onClick, true);
  sync();
  const stop = () => {
    unsubscribe();
    window.removeEventListener("click", onClick, true);
    hide();
    running = null;
  };
  running = stop;
  return stop;
}
