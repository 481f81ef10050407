/** A card counts as "the one being read" once more than half of it is visible (product.md §P2–P3). */
export const SKIP_VISIBLE_RATIO = 0.5;

/**
 * The word shown after "Skip The": the word of the most visible card that is more than half visible.
 * When no card is, the previous word stays, so the heading does not flicker between cards.
 */
export function pickSkipWord(words: readonly string[], ratios: readonly number[], previous: string): string {
  let best = -1;
  let bestRatio = SKIP_VISIBLE_RATIO;
  ratios.forEach((ratio, index) => {
    if (ratio > bestRatio) {
      best = index;
      bestRatio = ratio;
    }
  });
  return best >= 0 ? (words[best] ?? previous) : previous;
}

const RATIO_STEPS = [0, 0.25, 0.5, 0.51, 0.75, 1];
const attached = new WeakMap<HTMLElement, () => void>();

/**
 * "Skip The"'s word without React, so it follows the cards on a public page before (or without) any framework
 * code: the word (`.skip-the__word`) and each card's `data-active` follow the card being read (`[data-skip-card]`,
 * whose `.skip-card__tag` holds its word), and the word's entrance plays again on each change. Returns what
 * detaches it; attaching twice returns the first detach.
 */
export function attachSkipWord(section: HTMLElement): () => void {
  const existing = attached.get(section);
  if (existing) return existing;
  const wordElement = section.querySelector<HTMLElement>(".skip-the__word");
  const cards = [...section.querySelectorAll<HTMLElement>("[data-skip-card]")];
  const words = cards.map((card) => card.querySelector(".skip-card__tag")?.textContent ?? "");
  if (!wordElement || cards.length === 0 || typeof IntersectionObserver === "undefined") return () => undefined;
  const ratios = cards.map(() => 0);
  const show = (word: string) => {
    if (word === wordElement.textContent) return;
    wordElement.textContent = word;
    for (const [index, card] of cards.entries()) card.dataset.active = String(words[index] === word);
    // The entrance animation (long finished, so no longer listed by getAnimations) plays again for the new word:
    // taken off, a style read, put back. The stylesheet's reduced-motion rule still applies.
    wordElement.style.animation = "none";
    void wordElement.offsetWidth;
    wordElement.style.animation = "";
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const index = cards.indexOf(entry.target as HTMLElement);
        if (index >= 0) ratios[index] = entry.isIntersecting ? entry.intersectionRatio : 0;
      }
      show(pickSkipWord(words, ratios, wordElement.textContent ?? ""));
    },
    { threshold: RATIO_STEPS },
  );
  for (const card of cards) observer.observe(card);
  const detach = () => {
    observer.disconnect();
    attached.delete(section);
  };
  attached.set(section, detach);
  return detach;
}
