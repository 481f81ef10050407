/** The ranges `FileStore.read` accepts: whole byte offsets, `end` not before `start`. */
export function checkRange(start: number, end: number): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range [${start}, ${end})`);
  }
}
