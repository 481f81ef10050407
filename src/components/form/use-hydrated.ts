import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on (and at once in a
 * page rendered in the browser): React re-renders with the browser's answer right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
