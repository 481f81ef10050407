// Said when the app's code cannot be loaded on a public page before React (docs/product.md §P2.8): the same words as
// the app's own notice (src/components/layout/chunk-load-error.tsx), built without React since React is what failed.
export const NOTICE_CLASS = "new-version-notice";

/** Where the focus was when the notice took it, to give it back on Dismiss. */
let focusBefore: HTMLElement | null = null;

/**
 * Escape anywhere dismisses the notice, so what it covers is never out of reach of a keyboard (WCAG 2.4.11). Heard on
 * `window` as it captures: the page chrome stops a key there before React answers the part it was pressed in.
 */
function onEscape(event: KeyboardEvent) {
  const notice = document.querySelector<HTMLElement>(`.${NOTICE_CLASS}`);
  if (event.key === "Escape" && notice) dismiss(notice);
}

function dismiss(notice: HTMLElement) {
  window.removeEventListener("keydown", onEscape, true);
  notice.remove();
  if (focusBefore?.isConnected) focusBefore.focus();
  focusBefore = null;
}

function build(): HTMLElement {
  const notice = document.createElement("div");
  notice.className = `${NOTICE_CLASS} floating-card`;
  notice.setAttribute("role", "alert");
  const heading = document.createElement("h2");
  heading.textContent = "A new version is available";
  const text = document.createElement("p");
  text.textContent = "We\u2019ve updated the site since this page was opened. Reload to get the latest version.";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "btn btn--primary";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => window.location.reload());
  const close = document.createElement("button");
  close.type = "button";
  close.className = "btn btn--secondary";
  close.textContent = "Dismiss";
  close.addEventListener("click", () => dismiss(notice));
  const actions = document.createElement("p");
  actions.className = "new-version-notice__actions";
  actions.append(reload, close);
  notice.append(heading, text, actions);
  document.body.append(notice);
  window.addEventListener("keydown", onEscape, true);
  return notice;
}

/**
 * Shows that a new version is available, with Reload and a way to keep reading (Dismiss, or Escape). `focus`: the
 * notice answers a press the visitor made, so Reload takes the focus (given back on Dismiss); otherwise (the app failed
 * while the visitor typed or read) it is only announced, and a key they press next never lands on Reload.
 */
export function showNewVersionNotice({ focus = false }: { focus?: boolean } = {}): void {
  const notice = document.querySelector<HTMLElement>(`.${NOTICE_CLASS}`) ?? build();
  if (!focus) return;
  const reload = notice.querySelector<HTMLElement>(".btn--primary");
  if (!reload || document.activeElement === reload) return;
  focusBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  reload.focus();
}
