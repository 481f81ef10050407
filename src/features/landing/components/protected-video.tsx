import type { Ref } from "react";

type ProtectedVideoProps = {
  /** Left undefined until the video should load, so nothing is fetched before then. */
  src: string | undefined;
  poster: string;
  width: number;
  height: number;
  className?: string;
  label?: string;
  autoPlay?: boolean;
  ref?: Ref<HTMLVideoElement>;
};

/**
 * A muted, looping clip with no controls, download, playback-rate or picture-in-picture, and no drag; its right-click
 * menu is blocked for every video by the page chrome from the first paint (src/app/public-page.ts).
 */
export function ProtectedVideo({
  src,
  poster,
  width,
  height,
  className,
  label,
  autoPlay = false,
  ref,
}: ProtectedVideoProps) {
  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster}
      width={width}
      height={height}
      preload="none"
      muted
      loop
      playsInline
      autoPlay={autoPlay && src !== undefined}
      controls={false}
      controlsList="nodownload noplaybackrate"
      disablePictureInPicture
      draggable={false}
      aria-label={label}
    />
  );
}
