// Said when the app's code cannot be loaded on a public page before React (docs/product.md §P2.8): the same words as
// the app's own notice (src/components/layout/chunk-load-error.tsx), built without React since React is what failed.
export const NOTICE_CLASS = "new-version-notice";

/** Shows that a new version is available, with a Reload button that takes focus, and a way to keep reading. */
export function showNewVersionNotice(): void {
  // Already shown: a press it answers again brings the visitor back to it.
  const shown = document.querySelector<HTMLElement>(`.${NOTICE_CLASS} .btn--primary`);
  if (shown) return shown.focus();
  const notice = document.createElement("div");
  notice.className = NOTICE_CLASS;
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
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "btn btn--secondary";
  dismiss.textContent = "Dismiss";
  dismiss.addEventListener("click", () => notice.remove());
  const actions = document.createElement("p");
  actions.className = "new-version-notice__actions";
  actions.append(reload, dismiss);
  notice.append(heading, text, actions);
  document.body.append(notice);
  reload.focus();
}
