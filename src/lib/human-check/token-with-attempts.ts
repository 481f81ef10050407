import type { HumanCheck } from "./use-human-check";

export class HumanCheckFailedError extends Error {
  override name = "HumanCheckFailedError";
}

export interface AttemptRules {
  attempts: number;
  /** Each attempt is raced against this; Google's script may never answer. */
  timeoutMs: number;
  /** Wait between a failed attempt and the next. */
  pauseMs: number;
  /** Told when attempt `failed` of `attempts` failed and another follows. */
  onRetry?: (failed: number, attempts: number) => void;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A token from the invisible challenge, trying up to `attempts` times (product.md §P4.5: the
 * application makes 3 attempts of 15 s with 2 s between them). The widget is reset before each
 * retry, so a half-finished challenge cannot answer late. Throws HumanCheckFailedError at the end.
 */
export async function tokenWithAttempts(check: Pick<HumanCheck, "getToken" | "reset">, rules: AttemptRules) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await check.getToken(rules.timeoutMs);
    } catch (error) {
      if (attempt >= rules.attempts) throw new HumanCheckFailedError("human check failed", { cause: error });
      rules.onRetry?.(attempt, rules.attempts);
      check.reset();
      await pause(rules.pauseMs);
    }
  }
}
