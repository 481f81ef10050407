import { useEffect, useRef, useState } from "react";
import { factsOf } from "~/content/video-facts";
import type { StoredUploadedFile } from "~/shared/documents";
import { browserName, failedReason, PLAYBACK_SPEEDS, unplayableReason } from "./playback";
import { setPlaybackSpeed, usePlaybackSpeed } from "./playback-speed";
import { markActivePlayer } from "./player-keys";

/** The poster made in the applicant's browser, or a neutral frame with the file's facts: never an empty box. */
export function VideoPoster({ file, className }: { file: StoredUploadedFile; className: string }) {
  if (file.poster) return <img className={className} src={file.poster} alt={`First frame of ${file.name}`} />;
  const facts = factsOf(file);
  return (
    <span className={`${className} video-placeholder`} role="img" aria-label={`No preview of ${file.name}`}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4 6h11v12H4zM15 10l5-3v10l-5-3" />
      </svg>
      {facts.length > 0 ? <span className="video-placeholder__facts">{facts.slice(0, 2).join(" · ")}</span> : null}
    </span>
  );
}

/** 1×, 1.5×, 2×: the same speed for every video, remembered on this browser. */
function SpeedButtons({ name }: { name: string }) {
  const speed = usePlaybackSpeed();
  return (
    <div className="review-player__speeds" role="group" aria-label={`Playback speed of ${name}`}>
      {PLAYBACK_SPEEDS.map((choice) => (
        <button
          key={choice}
          type="button"
          className="review-player__speed"
          aria-pressed={choice === speed}
          onClick={() => setPlaybackSpeed(choice)}
        >
          {choice}×
        </button>
      ))}
    </div>
  );
}

/** A file this browser cannot play: its poster, its facts, why, and the file itself to download. */
function CannotPlay({ file, url, reason }: { file: StoredUploadedFile; url: string; reason: string }) {
  return (
    <div className="review-player review-player--fallback" data-testid="cannot-play">
      <VideoPoster file={file} className="review-player__poster" />
      <p className="review-player__reason">{reason}</p>
      <a className="btn btn--secondary review-player__download" href={url} download={file.name}>
        Download {file.name}
      </a>
    </div>
  );
}

/**
 * The review player (docs/product.md §P8.2.8): the video with its poster, the speed buttons, and
 * the queue's keys (Space, < >, ← →). A file the browser says it cannot decode, or fails to, shows
 * CannotPlay instead of a black box.
 */
export function ReviewPlayer({ file, url }: { file: StoredUploadedFile; url: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const speed = usePlaybackSpeed();
  const [failure, setFailure] = useState<string | null>(null);
  const browser = browserName(navigator.userAgent);
  const [unplayable] = useState(() =>
    unplayableReason(file, (type) => document.createElement("video").canPlayType(type), browser),
  );

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed, unplayable, failure]);

  const reason = unplayable ?? failure;
  if (reason) return <CannotPlay file={file} url={url} reason={reason} />;
  const soundOnly = () => {
    if (video.current && video.current.videoWidth === 0) setFailure(failedReason(file, browser, true));
  };
  return (
    <div className="review-player">
      <video
        ref={video}
        className="application-files__video"
        data-review-player=""
        src={url}
        poster={file.poster}
        controls
        preload="metadata"
        playsInline
        aria-label={`Video: ${file.name}`}
        onError={() => setFailure(failedReason(file, browser, false))}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = speed;
          soundOnly();
        }}
        onPlay={(event) => markActivePlayer(event.currentTarget)}
        onFocus={(event) => markActivePlayer(event.currentTarget)}
        onPointerDown={(event) => markActivePlayer(event.currentTarget)}
      />
      <SpeedButtons name={file.name} />
    </div>
  );
}
