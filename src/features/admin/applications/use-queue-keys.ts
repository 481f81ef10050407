import type { RefObject } from "react";
import { useNotify } from "../ui/notices";
import { currentPlayer, runPlayerAction } from "./player-keys";
import { isPlayerAction, steppedRow, type ReviewAction } from "./review-keys";
import type { Application, Decisions } from "./use-decisions";
import { useReviewKeys } from "./use-review-keys";

const rows = () => [...document.querySelectorAll<HTMLElement>("[data-review-row]")];

interface QueueKeys {
  items: readonly Application[];
  openId: string | null;
  /** The open application as its screen shows it (it may be on no page of the list: a shared link). */
  shownRef: RefObject<Application | null>;
  open: (id: string | null) => void;
  decisions: Decisions;
  onHelp: () => void;
}

/** The queue's shortcuts: j/k move along the rows, Enter opens, r/p/x decide on the open application. */
export function useQueueKeys({ items, openId, shownRef, open, decisions, onHelp }: QueueKeys): void {
  const notify = useNotify();
  useReviewKeys((action: ReviewAction) => {
    if (action === "help") return onHelp();
    if (isPlayerAction(action)) {
      const video = currentPlayer();
      return video ? runPlayerAction(action, video) : undefined;
    }
    const all = rows();
    const focused = all.indexOf(document.activeElement as HTMLElement);
    const openIndex = items.findIndex((item) => item.id === openId);
    const current = focused >= 0 ? focused : openIndex;
    if (action === "next" || action === "previous") {
      return moveTo(all, steppedRow(current, action, all.length), items, open);
    }
    if (action === "open") {
      const item = items[current];
      if (item) open(item.id);
      return;
    }
    const opened = items[openIndex] ?? (shownRef.current?.id === openId ? shownRef.current : null);
    decide(openId ? opened : items[focused], action, decisions, notify.error);
  });
}

function moveTo(all: HTMLElement[], target: number, items: readonly Application[], open: (id: string) => void) {
  const row = all[target];
  if (!row) return;
  // On a phone the list is hidden behind the open application: move to the next one instead.
  const hidden = typeof row.checkVisibility === "function" && !row.checkVisibility();
  if (hidden && items[target]) open(items[target]!.id);
  else row.focus();
}

function decide(
  target: Application | null | undefined,
  action: "approve-rising-star" | "approve-pro" | "reject",
  decisions: Decisions,
  refuse: (message: string) => void,
) {
  if (!target) return;
  if (target.status !== "pending") {
    refuse("Only pending applications can be approved or rejected.");
    return;
  }
  if (action === "reject") void decisions.reject(target);
  else void decisions.approve(target, action === "approve-pro" ? "pro" : "rising_star");
}
