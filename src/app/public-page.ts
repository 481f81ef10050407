// What a public page runs before React: the phone menu, the cookie prompt and "Cookie settings" work from the first
// paint, the home page's tabs and "Skip The" word too, and the React app is loaded and hydrated only when the
// visitor first reaches for a part that needs it (a form, the credit slider, the carousel). The build makes each
// prerendered page load this chunk once its largest paint has been shown, instead of React Router's scripts, and
// start those on the "hydrate" event of its loader script (scripts/inline-css.mjs, `scriptsAfterFirstPaint` with a
// chrome; docs/decisions/0009-public-pages-hydrate-on-interaction.md).
import { attachMobileMenu } from "~/components/layout/mobile-menu-behaviour";
import { startAttribution } from "~/lib/attribution";
import { startConsentPrompt } from "~/features/cookie-consent/consent-prompt";
import { attachSkipWord } from "~/features/landing/lib/skip-word";
import { attachTabs } from "~/features/landing/lib/tabs-behaviour";

/** The loader script the build writes into a page that hydrates on first interaction. */
const LOADER_SELECTOR = "script[data-hydrate-on-interaction]";
/** What starts the React app: a press, a focus, a key or a dragged file on one of these. */
const NEEDS_REACT = "form, input, textarea, select, button, label";
/** An FAQ question opens without React; its arrow keys (move to the next question) need it. */
const NEEDS_REACT_FROM_KEYBOARD = `${NEEDS_REACT}, summary`;
/** Keys the FAQ handles in React: pressed before it hydrated, they are pressed again once it has. */
const HELD_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);
/** Parts that work without React. */
const WITHOUT_REACT = ".mobile-menu, .cookie-banner, [data-cookie-settings], .how-tabs";
const TRIGGERS = ["pointerdown", "touchstart", "focusin", "keydown", "dragenter"] as const;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** React DOM marks each element it has hydrated with its props (an internal key, stable since React 16). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** Runs `then` once React has hydrated `element` (a frame later, so its commit is done); gives up after 30 s. */
function whenHydrated(element: Element, then: () => void, waited = 0) {
  if (hydrated(element)) requestAnimationFrame(() => setTimeout(then));
  else if (waited < 30_000) setTimeout(() => whenHydrated(element, then, waited + 50), 50);
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
const valueOf = (field: Field) => (isToggle(field) ? field.checked : field.value);

/** Whether the change under way is tellReact's own. */
let telling = false;

/**
 * Tells React the visitor's value, as a change it hears: hydration keeps what the DOM holds without telling the
 * component (a slider moved before shows its new position beside the old figures), and form libraries write their
 * defaults into the fields they register. React hears a change only when the value differs from the one it last
 * saw, which it records through the field's own `value`/`checked` setter: that setter is given another value
 * first, the prototype's then sets the visitor's.
 */
function tellReact(field: Field, value: string | boolean) {
  telling = true;
  try {
    if (isToggle(field)) {
      field.checked = !value;
      field.click();
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
 * Between the first interaction and React's hydration of the part touched: a click on a button, an arrow key on
 * an FAQ question, and a file dropped on a form are held and done again once that part has hydrated;
 * what the visitor typed, ticked or picked stays, and React hears it (a file chosen before is announced again).
 */
function holdUntilHydrated() {
  const left = new Map<Field, string | boolean>();
  // Once a form has been sent its fields are the form's own again (it clears them on success).
  const sent = new WeakSet<HTMLFormElement>();
  const note = (field: Field) => {
    const first = !left.has(field);
    left.set(field, valueOf(field));
    if (first && !hydrated(field)) watch(field);
  };
  const watch = (field: Field) => {
    whenHydrated(field, () => {
      if (field instanceof HTMLInputElement && field.type === "file") {
        if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
        return;
      }
      const value = left.get(field);
      if (value !== undefined) tellReact(field, value);
      // For a second after: a field registered in a commit that came later than the first check.
      let checks = 0;
      const keep = () => {
        const latest = left.get(field);
        if (field.form && sent.has(field.form)) return;
        if (latest !== undefined && valueOf(field) !== latest) tellReact(field, latest);
        if (++checks < 10) setTimeout(keep, 100);
      };
      setTimeout(keep, 100);
    });
  };
  const onInput = (event: Event) => {
    if (!isField(event.target)) return;
    // Set by a script once the field has hydrated (a password manager, a test): the field's value is its own now.
    if (!event.isTrusted) {
      if (!telling && hydrated(event.target)) left.delete(event.target);
      return;
    }
    note(event.target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target.closest("summary") : null;
    if (!event.isTrusted || !target || !HELD_KEYS.has(event.key) || hydrated(target)) return;
    event.preventDefault();
    const { key } = event;
    whenHydrated(target, () =>
      target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })),
    );
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!event.isTrusted || !button || button.closest(WITHOUT_REACT) || hydrated(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    whenHydrated(button, () => (button as HTMLElement).click());
  };
  // A file dragged onto a form (the creator application's drop zone) before it hydrated: the browser would open
  // it instead; it is kept and dropped again once the form has hydrated.
  const onDrag = (event: DragEvent) => {
    const zone = event.target instanceof Element ? event.target.closest("form") : null;
    if (!zone || hydrated(event.target as Element)) return;
    event.preventDefault();
    if (event.type !== "drop") return;
    const target = event.target as Element;
    const files = [...(event.dataTransfer?.files ?? [])];
    whenHydrated(target, () => {
      const data = new DataTransfer();
      for (const file of files) data.items.add(file);
      for (const type of ["dragenter", "dragover", "drop"]) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
      }
    });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) sent.add(event.target);
  };
  window.addEventListener("input", onInput, true);
  window.addEventListener("change", onInput, true);
  window.addEventListener("click", onClick, true);
  window.addEventListener("keydown", onKeyDown, true);
  window.addEventListener("dragover", onDrag, true);
  window.addEventListener("drop", onDrag, true);
  window.addEventListener("submit", onSubmit, true);
  return note;
}

/**
 * Fields the visitor changed before this chunk arrived (it loads once the page's largest paint has been shown): the
 * slider moved, a field typed into, a box ticked, a file chosen.
 */
function changedFields(): Field[] {
  return [...document.querySelectorAll<Field>("input, textarea, select")].filter((field) => {
    if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
    if (isToggle(field)) return field.checked !== field.defaultChecked;
    if (field instanceof HTMLInputElement && field.type === "file") return Boolean(field.files?.length);
    return field.value !== field.defaultValue;
  });
}

/** Whether React has committed the page (the root route's effect has run). */
let appCommitted = false;

const HYDRATE_AT_ONCE = (
  "mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend " +
  "dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change " +
  "contextmenu reset"
).split(" ");

/**
 * The events React DOM answers, on a part it has not hydrated yet, by hydrating at once everything down to that part
 * (its "discrete replayable events"): with the whole document still to hydrate, a key pressed in a field the moment
 * the app starts cost a single task of 140 ms at a phone's 4x slowdown, and every key after it waited. Until React has
 * hydrated the part, they stop before its listeners on the document; what they did is done again once it has
 * (holdUntilHydrated), and their default actions (typing, ticking, scrolling) happen as always.
 */
function keepFromReactUntilHydrated() {
  const stop = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!event.isTrusted || !target || target.closest(WITHOUT_REACT)) return;
    // React marks an element while it renders, before the page's first commit: until then every part counts as not
    // hydrated.
    if (appCommitted && hydrated(target)) return;
    event.stopPropagation();
  };
  for (const type of HYDRATE_AT_ONCE) window.addEventListener(type, stop, true);
}

/** Submit buttons disabled only until hydration: their clicks are held from now on (holdUntilHydrated). */
function enableSubmitButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-enables-on-hydration]")) {
    button.disabled = false;
  }
}

/** Whether `event` is a first interaction with a part that needs React. */
function needsReact(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest(WITHOUT_REACT)) return false;
  const fromKeyboard = event.type === "keydown" || (event.type === "focusin" && target.matches(":focus-visible"));
  return target.closest(fromKeyboard ? NEEDS_REACT_FROM_KEYBOARD : NEEDS_REACT) !== null;
}

/**
 * Parts that work as the page scrolls: `data-hydrate="near"` (the hero's videos, the carousel) start the app when
 * they come within a quarter of a screen of the viewport; `data-hydrate="scroll"` (a legal page's contents, which
 * marks the section being read) at the first scroll.
 */
function hydrateOnScroll(hydrate: () => void): () => void {
  const near = document.querySelectorAll("[data-hydrate='near']");
  const observer =
    near.length > 0 && typeof IntersectionObserver !== "undefined"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hydrate(), {
          rootMargin: "25% 0px",
        })
      : null;
  for (const element of near) observer?.observe(element);
  const onScroll = () => hydrate();
  const onScrollToo = document.querySelector("[data-hydrate='scroll']") !== null;
  if (onScrollToo) window.addEventListener("scroll", onScroll, { passive: true, once: true });
  return () => {
    observer?.disconnect();
    window.removeEventListener("scroll", onScroll);
  };
}

/**
 * Runs `then` once the interaction that `event` starts has been handled and painted: a press's click (or its turning
 * into a scroll), then a frame. Loading and evaluating the app's ~110 KB in between would hold up the visitor's own
 * events (hundreds of milliseconds on a mid-range phone).
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
  if (event?.type !== "pointerdown" && event?.type !== "touchstart") {
    start();
    return;
  }
  window.addEventListener("click", start, true);
  window.addEventListener("pointercancel", start, true);
  setTimeout(start, 500);
}

/** Fields a visitor types into (and a tap on one is the start of typing). */
const TYPED_INTO = "textarea, input:is([type=text], [type=email], [type=tel], [type=url], [type=search], :not([type]))";
/** What typing, or its end, is made of. */
const TYPING_EVENTS = ["keydown", "input", "pointerdown"];
/** How long typing must pause before the app starts. */
const TYPING_PAUSE_MS = 500;

const typedInto = (event: Event) => event.target instanceof Element && event.target.matches(TYPED_INTO);

/**
 * Runs `then` once the visitor, who started typing into a field, pauses for TYPING_PAUSE_MS. Typing needs no React
 * (the text is the field's own; React hears it once hydrated: holdUntilHydrated), and starting the app takes tasks of
 * up to ~150 ms on a phone at 4x (React DOM's start, then the router's creation inside hydration's first render,
 * neither of which can be cut smaller) that every key pressed meanwhile would wait behind. A press or a key on
 * anything else (a button, the slider, Enter) starts it as any first interaction does.
 */
function whenTypingPauses(then: () => void) {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of TYPING_EVENTS) window.removeEventListener(type, onEvent, true);
    then();
  };
  let timer = setTimeout(start, TYPING_PAUSE_MS);
  const onEvent = (event: Event) => {
    if (!event.isTrusted || done) return;
    const enter = event instanceof KeyboardEvent && event.key === "Enter";
    if (typedInto(event) && !enter) {
      clearTimeout(timer);
      timer = setTimeout(start, TYPING_PAUSE_MS);
    } else if (event.type !== "input") {
      clearTimeout(timer);
      afterInteraction(event, start);
    }
  };
  for (const type of TYPING_EVENTS) window.addEventListener(type, onEvent, true);
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

/**
 * The button or tab the visitor pressed after the page painted and before this chunk ran (the page's loader script
 * notes it: scripts/inline-css.mjs), from now on noted by nobody.
 */
function clickBeforeChrome(): HTMLElement | null {
  const page = window as { __pageChrome?: boolean; __clickBeforeChrome?: Element | null };
  page.__pageChrome = true;
  const pressed = page.__clickBeforeChrome;
  page.__clickBeforeChrome = null;
  return pressed instanceof HTMLElement && pressed.isConnected ? pressed : null;
}

function hydrateOnFirstInteraction(hydrate: () => void, early: HTMLElement | null) {
  let done = false;
  const once = (event?: Event) => {
    if (done) return;
    done = true;
    for (const type of TRIGGERS) window.removeEventListener(type, listener, true);
    stopScrollWatch();
    keepFromReactUntilHydrated();
    if (event && event.type !== "dragenter" && typedInto(event)) whenTypingPauses(hydrate);
    else afterInteraction(event, hydrate);
  };
  const listener = (event: Event) => {
    if (needsReact(event)) once(event);
  };
  for (const type of TRIGGERS) window.addEventListener(type, listener, { capture: true, passive: true });
  const stopScrollWatch = hydrateOnScroll(() => once());
  // A click held before the first interaction counts as one: the press before it started the app.
  const note = holdUntilHydrated();
  enableSubmitButtons();
  // What the visitor did before this chunk arrived is kept as if it had been seen (React hears it once hydrated), and
  // counts as the first interaction; so does a focus already on a part that needs React.
  const changed = changedFields();
  for (const field of changed) note(field);
  const focused = document.activeElement;
  const focusNeedsReact = focused?.closest(NEEDS_REACT) && !focused.closest(WITHOUT_REACT);
  // What the visitor had under way before a reload shows as soon as the page can: the app starts now.
  // A button that needs React, pressed before this chunk ran, is pressed again once it has hydrated.
  const earlyNeedsReact = early !== null && !early.closest(WITHOUT_REACT);
  if (earlyNeedsReact) whenHydrated(early, () => early.click());
  if (somethingToRestore() || changed.length > 0 || focusNeedsReact || earlyNeedsReact) once();
}

/**
 * The menu, the cookie prompt and the home page's tabs and "Skip The" word; on a prerendered public page (`hydrate`
 * given) also the wait for the first interaction that needs React. Returns what stops the prompt (the root route's
 * effect).
 */
export function startPageChrome(hydrate?: () => void): () => void {
  // Called again by the root route once React has committed the page.
  if (!hydrate) appCommitted = true;
  // Where the visitor came from, noted from this page's own address before anything navigates (src/lib/attribution.ts).
  startAttribution();
  const menu = document.querySelector<HTMLElement>(".mobile-menu");
  if (menu) attachMobileMenu(menu);
  for (const tabs of document.querySelectorAll<HTMLElement>(".how-tabs")) attachTabs(tabs);
  for (const section of document.querySelectorAll<HTMLElement>(".skip-the")) attachSkipWord(section);
  const early = hydrate ? clickBeforeChrome() : null;
  if (hydrate) hydrateOnFirstInteraction(hydrate, early);
  const stopPrompt = startConsentPrompt();
  // The menu, a tab or "Cookie settings" pressed before this chunk ran: pressed again now that they answer.
  if (early?.closest(WITHOUT_REACT)) early.click();
  return stopPrompt;
}

// Loaded by a prerendered page's loader script: start at once, and tell the loader when to hydrate.
const loader = typeof document === "undefined" ? null : document.querySelector(LOADER_SELECTOR);
if (loader) startPageChrome(() => loader.dispatchEvent(new Event("hydrate")));
