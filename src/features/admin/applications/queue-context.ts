import type { RefObject } from "react";
import { useOutletContext, type To } from "react-router";
import type { Application, Decisions } from "./use-decisions";

/** What the queue shares with the open application's screen. */
export interface QueueOutletContext {
  /** The live page the list shows. */
  items: readonly Application[];
  decisions: Decisions;
  /** The screen reports the application it shows, so shortcuts act on it. */
  shownRef: RefObject<Application | null>;
  /** Back to the list as it was (filter, search, page). */
  backTo: To;
  backState: unknown;
}

export const useQueue = () => useOutletContext<QueueOutletContext>();
