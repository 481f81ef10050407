import { useEffect, useRef, useState } from "react";
import { ILLUSTRATION_SIZE, SKIP_CARDS } from "../content";
import { pickSkipWord } from "../lib/skip-word";
import "../styles/skip-the.css";

const WORDS = SKIP_CARDS.map((card) => card.word);
const RATIO_STEPS = [0, 0.25, 0.5, 0.51, 0.75, 1];

/** "Skip The" + the word of whichever card is more than half on screen (product.md §P2–P3). */
export function SkipThe() {
  const listRef = useRef<HTMLOListElement>(null);
  const [word, setWord] = useState<string>(WORDS[0] ?? "");

  useEffect(() => {
    const cards = Array.from(listRef.current?.querySelectorAll<HTMLElement>("[data-skip-card]") ?? []);
    const ratios = cards.map(() => 0);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = cards.indexOf(entry.target as HTMLElement);
          if (index >= 0) ratios[index] = entry.isIntersecting ? entry.intersectionRatio : 0;
        }
        setWord((previous) => pickSkipWord(WORDS, ratios, previous));
      },
      { threshold: RATIO_STEPS },
    );
    for (const card of cards) observer.observe(card);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="landing-section skip-the" aria-labelledby="skip-the-title" data-hydrate="near">
      <div className="container skip-the__layout">
        <div className="skip-the__heading">
          <p className="eyebrow">Less admin, more content</p>
          <h2 id="skip-the-title">
            Skip The{" "}
            <span key={word} className="skip-the__word">
              {word}
            </span>
          </h2>
          <p className="skip-the__intro">Everything that slows a UGC campaign down, handled by the platform.</p>
        </div>
        <ol ref={listRef} className="skip-the__cards">
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
