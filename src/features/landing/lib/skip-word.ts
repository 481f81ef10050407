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
