import type { PlayerAction } from "./player-keys";

/** The review queue's keys, as `?` lists them. */
export const REVIEW_SHORTCUTS = [
  { keys: ["j"], does: "Next application in the list" },
  { keys: ["k"], does: "Previous application in the list" },
  { keys: ["Enter"], does: "Open the highlighted application" },
  { keys: ["r"], does: "Approve the open application as Rising Star (asks first)" },
  { keys: ["p"], does: "Approve the open application as Pro (asks first)" },
  { keys: ["x"], does: "Reject and delete the open application (asks first)" },
  { keys: ["Space"], does: "Play or pause the video" },
  { keys: ["<", ">"], does: "Slower or faster: 1×, 1.5×, 2× (remembered)" },
  { keys: ["←", "→"], does: "Back or forward 5 seconds" },
  { keys: ["?"], does: "Show these shortcuts" },
] as const;

export type ReviewAction =
  "next" | "previous" | "open" | "approve-rising-star" | "approve-pro" | "reject" | "help" | PlayerAction;

const PLAYER_ACTIONS: readonly ReviewAction[] = ["play-pause", "slower", "faster", "back", "forward"];
export const isPlayerAction = (action: ReviewAction): action is PlayerAction => PLAYER_ACTIONS.includes(action);

const KEY_ACTIONS: Record<string, ReviewAction> = {
  j: "next",
  k: "previous",
  Enter: "open",
  r: "approve-rising-star",
  p: "approve-pro",
  x: "reject",
  "?": "help",
  " ": "play-pause",
  "<": "slower",
  ">": "faster",
  ArrowLeft: "back",
  ArrowRight: "forward",
};

/** Fields the admin types into: a key pressed there is text, never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("[contenteditable=''], [contenteditable='true'], [contenteditable='plaintext-only']")) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(target.type);
  }
  return false;
}

/** Controls that already do something with Enter (a link opens, a button presses). */
function handlesEnter(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest("a[href], button, summary, video, audio, [role='button']") !== null
  );
}

export interface KeyLike {
  key: string;
  target: EventTarget | null;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
}

/** Controls Space presses, and controls whose arrows already move something. */
function ownsKey(target: EventTarget | null, action: ReviewAction): boolean {
  if (!(target instanceof Element)) return false;
  if (action === "play-pause") return target.closest("a[href], button, summary, [role='button'], input") !== null;
  if (action === "back" || action === "forward") {
    return target.closest("input, [role='slider'], [role='listbox'], [role='menu'], [role='tablist']") !== null;
  }
  return false;
}

/**
 * What a key press asks of the queue, or null: never while typing in a field, never with Ctrl, ⌘
 * or Alt (the browser's own shortcuts), never inside a dialog, and a decision key never repeats
 * when held down.
 */
export function reviewActionFor(event: KeyLike): ReviewAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.target instanceof Element && event.target.closest("dialog")) return null;
  const action = KEY_ACTIONS[event.key] ?? null;
  if (!action || (action === "open" && handlesEnter(event.target)) || ownsKey(event.target, action)) return null;
  if (event.repeat && !["next", "previous", "back", "forward", "slower", "faster"].includes(action)) return null;
  return action;
}

/** The row j or k moves to: the first when none is current, else one step, held inside the list. */
export function steppedRow(current: number, action: "next" | "previous", count: number): number {
  if (current < 0) return 0;
  return Math.min(Math.max(current + (action === "next" ? 1 : -1), 0), count - 1);
}
