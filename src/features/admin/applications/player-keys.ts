import { playbackSpeed, setPlaybackSpeed } from "./playback-speed";
import { steppedSpeed } from "./playback";

export type PlayerAction = "play-pause" | "slower" | "faster" | "back" | "forward";

const SKIP_SECONDS = 5;

let active: HTMLVideoElement | null = null;

/** The player the admin last used answers the keys; until then, the application's first. */
export function markActivePlayer(video: HTMLVideoElement): void {
  active = video;
}

export function currentPlayer(): HTMLVideoElement | null {
  if (active?.isConnected) return active;
  return document.querySelector<HTMLVideoElement>("video[data-review-player]");
}

export function runPlayerAction(action: PlayerAction, video: HTMLVideoElement): void {
  if (action === "slower" || action === "faster") {
    setPlaybackSpeed(steppedSpeed(playbackSpeed(), action === "faster" ? 1 : -1));
    return;
  }
  markActivePlayer(video);
  if (action === "play-pause") {
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
    return;
  }
  const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
  const step = action === "forward" ? SKIP_SECONDS : -SKIP_SECONDS;
  video.currentTime = Math.min(Math.max(video.currentTime + step, 0), end);
}
