// The phone menu's behaviour without React, so it works on a public page before (or without) any framework code:
// the prerendered markup of `MobileMenu` plus these listeners. The React component attaches the same behaviour to
// the markup it renders (client-rendered pages) and closes it on a route change.

export interface MobileMenuControl {
  close(): void;
  detach(): void;
}

const attached = new WeakMap<HTMLElement, MobileMenuControl>();

/** Opens and closes the menu in `container` (`.mobile-menu`); attaching twice returns the first control. */
export function attachMobileMenu(container: HTMLElement): MobileMenuControl {
  const existing = attached.get(container);
  if (existing) return existing;
  const button = container.querySelector<HTMLButtonElement>(".mobile-menu__toggle");
  const panel = container.querySelector<HTMLElement>(".mobile-menu__panel");
  const bars = container.querySelector<HTMLElement>(".mobile-menu__bars");
  if (!button || !panel) throw new Error("the mobile menu's markup has no toggle or panel");
  let open = false;

  const set = (value: boolean) => {
    if (value === open) return;
    open = value;
    button.setAttribute("aria-expanded", String(value));
    button.setAttribute("aria-label", value ? "Close menu" : "Open menu");
    bars?.setAttribute("data-open", String(value));
    panel.hidden = !value;
    // From the moment the panel shows: a tap outside in between would otherwise leave the menu open. On window,
    // capturing: React stops a press on a part of the page it has not hydrated at the document, so a listener
    // there would never hear a tap on it.
    if (value) {
      window.addEventListener("pointerdown", onPointerDown, true);
      window.addEventListener("keydown", onKeyDown, true);
    } else {
      window.removeEventListener("pointerdown", onPointerDown, true);
      window.removeEventListener("keydown", onKeyDown, true);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (container.contains(event.target as Node)) return;
    set(false);
    swallowNextClick();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    set(false);
    button.focus();
  };
  const onToggle = () => set(!open);
  button.addEventListener("click", onToggle);

  const control: MobileMenuControl = {
    close: () => set(false),
    detach: () => {
      set(false);
      button.removeEventListener("click", onToggle);
      attached.delete(container);
    },
  };
  attached.set(container, control);
  return control;
}

/**
 * A tap outside the open menu only closes it: the click that follows the press is swallowed, so a link under the
 * finger is not followed as well. The guard goes with that click, or when the press turns into a scroll, or at the
 * next press or key (whichever comes first), so it never eats a later click. No timer: a phone may deliver a tap's
 * click well after its pointer came up.
 */
function swallowNextClick() {
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    release();
  };
  const release = () => {
    window.removeEventListener("click", swallow, true);
    window.removeEventListener("pointercancel", release, true);
    window.removeEventListener("pointerdown", release, true);
    window.removeEventListener("keydown", release, true);
  };
  window.addEventListener("click", swallow, true);
  window.addEventListener("pointercancel", release, true);
  // Added while this press is being dispatched, so they first hear the next one.
  window.addEventListener("pointerdown", release, true);
  window.addEventListener("keydown", release, true);
}
