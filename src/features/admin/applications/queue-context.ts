import { createContext, useContext, type RefObject } from "react";
import type { To } from "react-router";
import type { Application, Decisions } from "./use-decisions";

/** What the queue shares with the open application's screen. */
export interface QueueContextValue {
  /** The live page the list shows. */
  items: readonly Application[];
  decisions: Decisions;
  /** The screen reports the application it shows, so shortcuts act on it. */
  shownRef: RefObject<Application | null>;
  /** Back to the list as it was (filter, search, page). */
  backTo: To;
  backState: unknown;
}

export const QueueContext = createContext<QueueContextValue | null>(null);

export function useQueue(): QueueContextValue {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error("useQueue needs the applications queue above it");
  return queue;
}
