import { useEffect, useRef } from "react";
import { ILLUSTRATION_SIZE, SKIP_CARDS } from "../content";
import { attachSkipWord } from "../lib/skip-word";
import "../styles/skip-the.css";

/**
 * "Skip The" + the word of whichever card is more than half on screen (product.md §P2–P3). React renders the first
 * word and never re-renders another: the behaviour is `attachSkipWord`, which a public page attaches to the
 * prerendered markup before any React code has loaded (app/public-page.ts).
 */
export function SkipThe() {
  const sectionRef = useRef<HTMLElement>(null);
  const word = SKIP_CARDS[0]?.word ?? "";

  useEffect(() => (sectionRef.current ? attachSkipWord(sectionRef.current) : undefined), []);

  return (
    <section ref={sectionRef} className="landing-section skip-the" aria-labelledby="skip-the-title">
      <div className="container skip-the__layout">
        <div className="skip-the__heading">
          <p className="eyebrow">Less admin, more content</p>
          <h2 id="skip-the-title">
            Skip The{" "}
            {/* The page chrome may have changed the word before React hydrates: React keeps the one on screen. */}
            <span className="skip-the__word" suppressHydrationWarning>
              {word}
            </span>
          </h2>
          <p className="skip-the__intro">Everything that slows a UGC campaign down, handled by the platform.</p>
        </div>
        <ol className="skip-the__cards">
          {SKIP_CARDS.map((card) => (
            <li key={card.word} className="skip-card" data-skip-card data-active={card.word === word}>
              <img
                src={card.image}
                alt={card.alt}
                width={ILLUSTRATION_SIZE.width}
                height={ILLUSTRATION_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <div className="skip-card__body">
                <p className="skip-card__tag">{card.word}</p>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
