import type { Ref, SyntheticEvent } from "react";

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

function block(event: SyntheticEvent) {
  event.preventDefault();
}

/** A muted, looping clip with no controls, download, playback-rate or picture-in-picture, and no right-click or drag. */
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
      onContextMenu={block}
      onDragStart={block}
      aria-label={label}
    />
  );
}
