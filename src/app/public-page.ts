// What a public page runs before React (docs/decisions/0009-public-pages-hydrate-on-interaction.md): the phone menu,
// the cookie prompt and "Cookie settings", the home page's tabs and "Skip The" word work from here; the React app is
// loaded only when the visitor first reaches for a part that needs it (a form, the credit slider, the carousel) or
// scrolls near one. Until React answers that part, what the visitor does to it is kept (one mechanism: `hold`), and
// if the app's code cannot be loaded the page says so instead of leaving a control that does nothing.
import { attachMobileMenu } from "~/components/layout/mobile-menu-behaviour";
import { startAttribution } from "~/lib/attribution";
import { reportError, startErrorReports } from "~/lib/error-reports";
import { startConsentPrompt } from "~/features/cookie-consent/consent-prompt";
import { attachSkipWord } from "~/features/landing/lib/skip-word";
import { attachTabs } from "~/features/landing/lib/tabs-behaviour";
import {
  announceHydrated,
  APP_FAILED_EVENT,
  appFailed,
  CHROME_ATTRIBUTE,
  isHydrated,
  whenHydrated,
} from "~/lib/hydration";
import { NOTICE_CLASS, showNewVersionNotice } from "./new-version-notice";

/** The loader script the build writes into a page that hydrates on first interaction (scripts/inline-css.ts). */
const LOADER_SELECTOR = "script[data-hydrate-on-interaction]";
/** What starts the React app: a press, a focus, a key or a dragged file on one of these. */
const NEEDS_REACT = "form, input, textarea, select, button, label";
/** An FAQ question opens without React (native `<details>`); its arrow keys (to the next question) need it. */
const NEEDS_REACT_FROM_KEYBOARD = `${NEEDS_REACT}, summary`;
const FAQ_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);
/** Parts that work without React. */
const WITHOUT_REACT = `.mobile-menu, .cookie-banner, [data-cookie-settings], .how-tabs, .${NOTICE_CLASS}`;
const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown", "dragenter"] as const;
/**
 * The events on which React DOM hydrates everything down to their target at once, in one long task (its "discrete"
 * events): until React answers a part, they stop at `window`; their default actions (typing, ticking) happen.
 */
const HYDRATE_AT_ONCE =
  "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset".split(
    " ",
  );
/** Fields a visitor types into (a tap on one is the start of typing). */
const TYPED_INTO = "textarea, input:is([type=text], [type=email], [type=tel], [type=url], [type=search], :not([type]))";
/** How long typing must pause before the app starts: its start is tasks every key pressed meanwhile would wait behind. */
const TYPING_PAUSE_MS = 500;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const elementOf = (event: Event) => (event.target instanceof Element ? event.target : null);
const withoutReact = (element: Element) => element.closest(WITHOUT_REACT) !== null;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
const valueOf = (field: Field) => (isToggle(field) ? field.checked : field.value);
const typedInto = (event: Event) => elementOf(event)?.matches(TYPED_INTO) === true;

/**
 * The one way anything done before React answers a part is kept: `redo` runs once React answers `element`; should
 * its code fail to load, the visitor is told a new version is available (a press they made: with the focus on Reload).
 */
function hold(element: Element, redo: () => void, { press = false } = {}) {
  whenHydrated(element).then(redo, () => showNewVersionNotice({ focus: press }));
}

/** Whether the change under way is `tellReact`'s own. */
let telling = false;

/**
 * Tells React the visitor's value as a change it hears: hydration keeps what the field holds without telling the
 * component, and form libraries write their defaults into the fields they register. React hears a change only
 * when the value differs from the one it last saw through the field's `value`/`checked` setter: that setter is given
 * another value first, then the prototype's sets the visitor's.
 */
function tellReact(field: Field, value: string | boolean) {
  telling = true;
  try {
    if (isToggle(field)) {
      field.checked = !value;
      field.click();
      return;
    }
    if (field instanceof HTMLInputElement && field.type === "file") {
      if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    field.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  } finally {
    telling = false;
  }
}

/**
 * Until React answers a part: what the visitor typed, ticked, picked or chose stays and React hears it; a button
 * pressed, an FAQ arrow key and a dropped file are done again. Returns `keep`, for fields changed before this ran.
 */
function keepUntilHydrated(): (field: Field) => void {
  // React is told what the field holds when it answers, keys typed between its hydration and then included.
  const kept = new Set<Field>();
  const keep = (field: Field) => {
    if (kept.has(field)) return;
    kept.add(field);
    hold(field, () => kept.has(field) && tellReact(field, valueOf(field)));
  };
  const onInput = (event: Event) => {
    if (!isField(event.target) || isHydrated(event.target)) return;
    if (event.isTrusted) keep(event.target);
  };
  const onClick = (event: MouseEvent) => {
    const button = elementOf(event)?.closest("button");
    if (!event.isTrusted || !button || withoutReact(button) || isHydrated(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(button, () => button.click(), { press: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const question = elementOf(event)?.closest("summary");
    if (!event.isTrusted || !question || !FAQ_KEYS.has(event.key) || isHydrated(question)) return;
    event.preventDefault();
    const { key } = event;
    hold(question, () => redo({ target: question, key }));
  };
  // A file dragged onto a form (the application's drop zone): the browser would open it instead.
  const onDrag = (event: DragEvent) => {
    const target = elementOf(event);
    if (!target?.closest("form") || isHydrated(target)) return;
    event.preventDefault();
    if (event.type !== "drop") return;
    const files = [...(event.dataTransfer?.files ?? [])];
    hold(target, () => {
      const data = new DataTransfer();
      for (const file of files) data.items.add(file);
      for (const type of ["dragenter", "dragover", "drop"]) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      }
    });
  };
  // Once React answers a field, its value is React's: an input set by a script then (autofill, a test) is not ours.
  const onUntrusted = (event: Event) => {
    if (!event.isTrusted && !telling && isField(event.target) && isHydrated(event.target)) kept.delete(event.target);
  };
  window.addEventListener("input", onInput, true);
  window.addEventListener("change", onInput, true);
  window.addEventListener("input", onUntrusted, true);
  window.addEventListener("click", onClick, true);
  window.addEventListener("keydown", onKeyDown, true);
  window.addEventListener("dragover", onDrag, true);
  window.addEventListener("drop", onDrag, true);
  // React's own listeners on the document hear nothing of a part it has not hydrated yet (HYDRATE_AT_ONCE).
  const stop = (event: Event) => {
    const target = elementOf(event);
    if (event.isTrusted && target && !withoutReact(target) && !isHydrated(target)) event.stopPropagation();
  };
  for (const type of HYDRATE_AT_ONCE) window.addEventListener(type, stop, true);
  return keep;
}

/** Whether a select shows another choice than its own: with none marked `selected`, a single select shows its first. */
function selectChanged(select: HTMLSelectElement): boolean {
  const options = [...select.options];
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const marked = options.findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (marked === -1 ? 0 : marked);
}

/** Fields the visitor changed before this chunk arrived (it loads once the page's largest paint has been shown). */
function changedFields(): Field[] {
  return [...document.querySelectorAll<Field>("input, textarea, select")].filter((field) => {
    if (field instanceof HTMLSelectElement) return selectChanged(field);
    if (isToggle(field)) return field.checked !== field.defaultChecked;
    if (field instanceof HTMLInputElement && field.type === "file") return Boolean(field.files?.length);
    return field.value !== field.defaultValue;
  });
}

/** Whether `event` (on `target`, by default its own) is a first interaction with a part that needs React. */
function needsReact(event: Event, target = elementOf(event)): boolean {
  if (!target || withoutReact(target)) return false;
  const fromKeyboard = event.type === "keydown" || (event.type === "focusin" && target.matches(":focus-visible"));
  return target.closest(fromKeyboard ? NEEDS_REACT_FROM_KEYBOARD : NEEDS_REACT) !== null;
}

/**
 * Parts that need React as the page scrolls: `data-hydrate="near"` (the hero's videos, the home page's lazily loaded
 * section, the carousel) start the app within a quarter of a screen of the viewport; `data-hydrate="scroll"` (a legal
 * page's contents) at the first scroll.
 */
function onScrollNear(start: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: "25% 0px",
  });
  for (const element of document.querySelectorAll("[data-hydrate='near']")) observer.observe(element);
  const onScroll = () => start();
  if (document.querySelector("[data-hydrate='scroll']")) window.addEventListener("scroll", onScroll, { once: true });
  return () => {
    observer.disconnect();
    window.removeEventListener("scroll", onScroll);
  };
}

/**
 * Runs `then` once the interaction `event` starts has been handled and painted (a press's click, or its turning into a
 * scroll, then a frame): loading the app in between would hold up the visitor's own events.
 */
function afterInteraction(event: Event | undefined, then: () => void) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener("click", start, true);
    window.removeEventListener("pointercancel", start, true);
    requestAnimationFrame(() => setTimeout(then));
  };
  if (event?.type !== "pointerdown" && event?.type !== "touchstart") return start();
  window.addEventListener("click", start, true);
  window.addEventListener("pointercancel", start, true);
  setTimeout(start, 500);
}

/** Runs `then` once the visitor, who started typing into a field, pauses; a press or key elsewhere starts it at once. */
function whenTypingPauses(then: () => void) {
  const events = ["keydown", "input", "pointerdown"];
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of events) window.removeEventListener(type, onEvent, true);
    then();
  };
  let timer = setTimeout(start, TYPING_PAUSE_MS);
  const onEvent = (event: Event) => {
    if (!event.isTrusted || done) return;
    if (typedInto(event) && !(event instanceof KeyboardEvent && event.key === "Enter")) {
      clearTimeout(timer);
      timer = setTimeout(start, TYPING_PAUSE_MS);
    } else if (event.type !== "input") {
      clearTimeout(timer);
      afterInteraction(event, start);
    }
  };
  for (const type of events) window.addEventListener(type, onEvent, true);
}

/** A part with something saved to restore (`data-hydrate-if-stored` names its sessionStorage key). */
function somethingToRestore(): boolean {
  for (const element of document.querySelectorAll<HTMLElement>("[data-hydrate-if-stored]")) {
    try {
      if (window.sessionStorage.getItem(element.dataset.hydrateIfStored ?? "")) return true;
    } catch {
      // Storage blocked: nothing was saved.
    }
  }
  return false;
}

/** A press (of a button or tab), or a key pressed on a tab or an FAQ question. */
interface Done {
  target: HTMLElement;
  key?: string;
}

/** Does `done` again, for whatever now answers it (the chrome's tabs, React). */
const redo = ({ target, key }: Done) =>
  key === undefined
    ? target.click()
    : target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

/** What the visitor did after the page painted and before this chunk ran (the loader notes it). */
function doneBeforeChrome(): Done | null {
  const page = window as { __pageChrome?: boolean; __beforeChrome?: { target: Element | null; key?: string } };
  page.__pageChrome = true;
  const done = page.__beforeChrome;
  page.__beforeChrome = undefined;
  return done?.target instanceof HTMLElement && done.target.isConnected ? (done as Done) : null;
}

/** Starts the app (`hydrate`) at the first interaction with a part that needs React. */
function hydrateOnFirstInteraction(hydrate: () => void, early: Done | null) {
  let done = false;
  const once = (event?: Event, typing = event !== undefined && event.type !== "dragenter" && typedInto(event)) => {
    if (done) return;
    done = true;
    for (const type of TRIGGERS) window.removeEventListener(type, listener, true);
    stopScrollWatch();
    if (typing) whenTypingPauses(hydrate);
    else afterInteraction(event, hydrate);
  };
  const listener = (event: Event) => needsReact(event) && once(event);
  for (const type of TRIGGERS) window.addEventListener(type, listener, { capture: true, passive: true });
  const stopScrollWatch = onScrollNear(() => once());
  const keep = keepUntilHydrated();
  // Submit buttons are disabled in the page's HTML (a press would send the browser's own GET): from now on their
  // presses are held instead (src/components/form/submit-button.tsx).
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-enables-on-hydration]")) {
    button.disabled = false;
  }
  // What the visitor did before this chunk arrived counts as the first interaction and is kept like later ones.
  const changed = changedFields();
  for (const field of changed) keep(field);
  const earlyNeedsReact = early !== null && !withoutReact(early.target);
  if (earlyNeedsReact) hold(early.target, () => redo(early), { press: early.key === undefined });
  const start = startedBeforeChrome(changed, earlyNeedsReact);
  if (start) once(undefined, start === "typing");
}

/**
 * Whether what the visitor did before this chunk arrived starts the app: "typing" into a field (they may type on, so
 * it starts once they pause, as later), "now" for anything else that needs React, or null.
 */
function startedBeforeChrome(changed: Field[], earlyNeedsReact: boolean): "typing" | "now" | null {
  const focused = document.activeElement;
  const focusNeedsReact = focused !== null && needsReact(new FocusEvent("focusin"), focused);
  if (focused?.matches(TYPED_INTO) && (focusNeedsReact || changed.includes(focused as Field))) return "typing";
  // A page that starts at the first scroll, scrolled (or opened at a section) before this chunk arrived.
  const scrolled = window.scrollY > 0 && document.querySelector("[data-hydrate='scroll']") !== null;
  return somethingToRestore() || changed.length > 0 || focusNeedsReact || earlyNeedsReact || scrolled ? "now" : null;
}

let videosProtected = false;

/** No right-click menu (save, copy address) and no dragging out on any video of the site, from the first paint. */
function protectVideos() {
  if (videosProtected) return;
  videosProtected = true;
  const block = (event: Event) => elementOf(event)?.closest("video") && event.preventDefault();
  window.addEventListener("contextmenu", block, true);
  window.addEventListener("dragstart", block, true);
}

/**
 * The menu, the cookie prompt and the home page's tabs and "Skip The" word; on a prerendered public page (`hydrate`
 * given) also the wait for the first interaction that needs React. Called again, without `hydrate`, by the root
 * route once React has committed the page: the app then says it has hydrated. Returns what stops the prompt.
 */
export function startPageChrome(hydrate?: () => void): () => void {
  document.documentElement.setAttribute(CHROME_ATTRIBUTE, "");
  if (!hydrate) announceHydrated();
  startErrorReports();
  // Where the visitor came from, noted from this page's own address before anything navigates (src/lib/attribution.ts).
  startAttribution();
  protectVideos();
  const menu = document.querySelector<HTMLElement>(".mobile-menu");
  if (menu) attachMobileMenu(menu);
  for (const tabs of document.querySelectorAll<HTMLElement>(".how-tabs")) attachTabs(tabs);
  for (const section of document.querySelectorAll<HTMLElement>(".skip-the")) attachSkipWord(section);
  const early = hydrate ? doneBeforeChrome() : null;
  if (hydrate) hydrateOnFirstInteraction(hydrate, early);
  const stopPrompt = startConsentPrompt();
  // The menu, a tab or "Cookie settings" pressed, or a tab's arrow key, before this chunk ran answer now.
  if (early && withoutReact(early.target)) redo(early);
  return stopPrompt;
}

// Loaded by a prerendered page's loader script: start at once, and tell the loader when to hydrate. Should the app's
// code fail to load (a tab left open across a deploy), the loader says so (src/lib/hydration.ts): the page shows the
// new-version notice, and every press held for the app, or made since, is answered by it.
const loader = typeof document === "undefined" ? null : document.querySelector(LOADER_SELECTOR);
if (loader) {
  startPageChrome(() => loader.dispatchEvent(new Event("hydrate")));
  const appCodeFailed = () => {
    reportError("chunk", "The app's code could not be loaded");
    showNewVersionNotice();
  };
  window.addEventListener(APP_FAILED_EVENT, appCodeFailed);
  if (appFailed()) appCodeFailed();
}
