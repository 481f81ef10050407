// The "How it works" tabs' behaviour without React, so they answer a tap on a public page before (or without) any
// framework code: the prerendered markup of `HowItWorksTabs` plus these listeners. The component renders the first
// tab selected and attaches the same behaviour to what it renders (docs/decisions/0009-public-pages-hydrate-on-interaction.md).

import { stepIndex } from "./carousel-index";

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

const attached = new WeakMap<HTMLElement, () => void>();

/**
 * WAI-ARIA tabs with automatic activation in `container` (`.how-tabs`): a press selects, the arrow keys move and
 * select (wrapping), Home/End jump to the ends; one tab is in the tab order. Returns what detaches it; attaching
 * twice returns the first detach.
 */
export function attachTabs(container: HTMLElement): () => void {
  const existing = attached.get(container);
  if (existing) return existing;
  const tabs = [...container.querySelectorAll<HTMLElement>("[role=tab]")];
  const panels = tabs.map((tab) => {
    const id = tab.getAttribute("aria-controls");
    return id ? container.ownerDocument.getElementById(id) : null;
  });
  const list = container.querySelector<HTMLElement>("[role=tablist]");
  if (!list || tabs.length === 0) throw new Error("the tabs' markup has no tablist or tab");

  const selectedIndex = () =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true"),
    );
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, at) => {
      tab.setAttribute("aria-selected", String(at === index));
      tab.tabIndex = at === index ? 0 : -1;
      const panel = panels[at];
      if (panel) panel.hidden = at !== index;
    });
    if (focus) tabs[index]?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const index = tabs.findIndex((tab) => tab.contains(event.target as Node));
    if (index >= 0) select(index, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const count = tabs.length;
    const step = KEY_STEPS[event.key];
    if (step !== undefined) select(stepIndex(selectedIndex(), step, count), true);
    else if (event.key === "Home") select(0, true);
    else if (event.key === "End") select(count - 1, true);
    else return;
    event.preventDefault();
  };
  list.addEventListener("click", onClick);
  list.addEventListener("keydown", onKeyDown);
  const detach = () => {
    list.removeEventListener("click", onClick);
    list.removeEventListener("keydown", onKeyDown);
    attached.delete(container);
  };
  attached.set(container, detach);
  return detach;
}
