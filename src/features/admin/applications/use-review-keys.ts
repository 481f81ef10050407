import { useEffect, useRef } from "react";
import { reviewActionFor, type ReviewAction } from "./review-keys";

/** Listens for the review shortcuts on the whole page while the queue is open. */
export function useReviewKeys(onAction: (action: ReviewAction, event: KeyboardEvent) => void): void {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = reviewActionFor(event);
      if (!action) return;
      event.preventDefault();
      handler.current(action, event);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
