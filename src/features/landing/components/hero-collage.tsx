import { useEffect, useRef } from "react";
import { CREATOR_PORTRAITS, HERO_BADGES, HERO_VIDEOS, PORTRAIT_SIZE } from "../content";
import { useFirstVisible } from "../hooks/use-first-visible";
import { ProtectedVideo } from "./protected-video";

/** product.md §P10: the hero videos load once the collage is first 10 % visible. */
export const HERO_VIDEO_THRESHOLD = 0.1;

/** Three portraits on phones, three looping clips on wider screens, with the three floating badges. */
export function HeroCollage() {
  const videosRef = useRef<HTMLDivElement>(null);
  // The video layer is display:none on phones, so it never intersects there and its clips never load.
  const loaded = useFirstVisible(videosRef, HERO_VIDEO_THRESHOLD);

  useEffect(() => {
    if (!loaded) return;
    for (const video of videosRef.current?.querySelectorAll("video") ?? []) {
      video.muted = true;
      video.play().catch(() => undefined);
    }
  }, [loaded]);

  return (
    <div className="hero-collage">
      <div className="hero-collage__media hero-collage__media--pictures">
        {CREATOR_PORTRAITS.map((portrait, index) => (
          <img
            key={portrait.src}
            className={`hero-collage__item hero-collage__item--${index + 1}`}
            src={portrait.src}
            alt={portrait.alt}
            width={PORTRAIT_SIZE.width}
            height={PORTRAIT_SIZE.height}
            fetchPriority={index === 1 ? "high" : "auto"}
          />
        ))}
      </div>
      <div
        ref={videosRef}
        className="hero-collage__media hero-collage__media--videos"
        aria-hidden="true"
        data-hydrate="near"
      >
        {HERO_VIDEOS.map((clip, index) => (
          <ProtectedVideo
            key={clip.id}
            className={`hero-collage__item hero-collage__item--${index + 1}`}
            src={loaded ? clip.src : undefined}
            poster={clip.poster}
            width={PORTRAIT_SIZE.width}
            height={PORTRAIT_SIZE.height}
            autoPlay
          />
        ))}
      </div>
      <ul className="hero-collage__badges" aria-label="Platform highlights">
        {HERO_BADGES.map((badge, index) => (
          <li key={badge} className={`hero-badge hero-badge--${index + 1}`}>
            {badge}
          </li>
        ))}
      </ul>
    </div>
  );
}
