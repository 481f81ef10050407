/**
 * The rate limits count per clock minute (functions/src/firebase/http/rate-limit.ts): a run of requests that
 * could reach into the next minute, where the count starts again, first waits for that minute, so
 * its count is exact.
 */
export async function withinOneMinute(runMs: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < runMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
