import type { CSSProperties } from "react";
import { Static } from "~/components/ui/static";
import type { HERO_ANIMATION } from "../content";
import { AVATAR_SIZE, HERO_AVATARS } from "../content";

/** Platform and feature icons, drawn on a 24 × 24 grid as line art, each in its colour. */
const HERO_ICONS = [
  { name: "tiktok", colour: "var(--ink)", path: "M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.8 2.3 4.5 5 4.8" },
  {
    name: "meta",
    colour: "var(--violet)",
    path: "M12 12c-2-3-3.6-4.5-5.5-4.5a4.5 4.5 0 0 0 0 9c1.9 0 3.5-1.5 5.5-4.5s3.6-4.5 5.5-4.5a4.5 4.5 0 0 1 0 9c-1.9 0-3.5-1.5-5.5-4.5z",
  },
  { name: "video", colour: "var(--accent)", path: "M4 5h16v14H4zm6 4 5 3-5 3z" },
  { name: "chart", colour: "var(--success)", path: "M3 20h18M6 16l4-5 3 3 5-7" },
  { name: "spark", colour: "var(--violet)", path: "M12 2l2.4 6.6L21 11l-6.6 2.4L12 20l-2.4-6.6L3 11l6.6-2.4z" },
] as const satisfies { length: typeof HERO_ANIMATION.icons };

/**
 * Where each avatar, then each icon, floats from the two-column width up (hero.css): its left edge's offset from
 * the middle and its top, in px, clear of the clips' faces and the badges. Under that width they sit in two rows.
 */
const AVATAR_PLACES = [
  [-540, 0],
  [-230, 30],
  [-490, 360],
  [170, 24],
  [-500, 130],
  [480, 40],
  [470, 290],
  [480, 470],
] as const satisfies { length: typeof HERO_ANIMATION.avatars };
const ICON_PLACES = [
  [-300, 14],
  [320, 44],
  [540, 160],
  [-560, 250],
  [560, 400],
] as const satisfies { length: typeof HERO_ANIMATION.icons };

/** The place, and a start staggered by `staggerMs` along the row so the floats make a wave. */
function placed([x, y]: readonly [number, number], index: number, staggerMs: number): CSSProperties {
  return { "--x": `${x}px`, "--y": `${y}px`, "--d": `${-index * staggerMs}ms` } as CSSProperties;
}

/**
 * Creator avatars and platform icons floating beside the hero's collage: under it on phones and tablets, around it
 * on wider screens. Decoration only (hidden from assistive technology) and CSS motion only, so React never hydrates
 * it; the motion stops for visitors who ask for less.
 */
export function HeroOrbit() {
  return (
    <Static name="hero-orbit" as="div" className="hero-orbit" aria-hidden="true">
      <div className="hero-orbit__avatars">
        {HERO_AVATARS.map((avatar, index) => (
          <img
            key={avatar.id}
            className="hero-orbit__avatar"
            style={{ ...placed(AVATAR_PLACES[index]!, index, 600), scale: avatar.mirrored ? "-1 1" : undefined }}
            src={avatar.src}
            alt=""
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            loading="lazy"
            decoding="async"
          />
        ))}
      </div>
      <div className="hero-orbit__icons">
        {HERO_ICONS.map((icon, index) => (
          <span
            key={icon.name}
            className="hero-orbit__icon"
            style={{ ...placed(ICON_PLACES[index]!, index, 1200), color: icon.colour }}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={icon.path} />
            </svg>
          </span>
        ))}
      </div>
    </Static>
  );
}
