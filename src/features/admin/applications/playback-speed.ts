import { useSyncExternalStore } from "react";
import { PLAYBACK_SPEED_KEY, speedFrom, type PlaybackSpeed } from "./playback";

const listeners = new Set<() => void>();

function read(): PlaybackSpeed {
  try {
    return speedFrom(window.localStorage.getItem(PLAYBACK_SPEED_KEY));
  } catch {
    return 1;
  }
}

let current: PlaybackSpeed | null = null;

/** The speed every review player uses, kept across visits (localStorage). */
export function playbackSpeed(): PlaybackSpeed {
  current ??= read();
  return current;
}

export function setPlaybackSpeed(speed: PlaybackSpeed): void {
  current = speed;
  try {
    window.localStorage.setItem(PLAYBACK_SPEED_KEY, String(speed));
  } catch {
    // Private windows may refuse storage: the speed still holds for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlaybackSpeed(): PlaybackSpeed {
  return useSyncExternalStore(subscribe, playbackSpeed, () => 1);
}
