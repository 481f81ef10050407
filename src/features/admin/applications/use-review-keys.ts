import { useEffect, useRef } from "react";
import { currentPlayer } from "./player-keys";
import { isPlayerAction, reviewActionFor, type ReviewAction } from "./review-keys";

/** Listens for the review shortcuts on the whole page while the queue is open. */
export function useReviewKeys(onAction: (action: ReviewAction, event: KeyboardEvent) => void): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = reviewActionFor(event);
      // Space and the arrows keep scrolling the page when no video is open.
      if (!action || (isPlayerAction(action) && !currentPlayer())) return;
      event.preventDefault();
      handler.current(action, event);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
