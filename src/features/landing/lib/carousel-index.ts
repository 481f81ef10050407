/** The index `delta` steps away from `current` in a looping list of `count` items (wraps both ways). */
export function stepIndex(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}
