import { useCallback, useEffect, useState } from "react";
import { BackendError, loadBackend } from "~/lib/backend";
import type { ConfirmSubscriptionOutcome, UnsubscribeOutcome } from "~/shared/consent";

export type LinkState<Outcome> =
  { kind: "idle" } | { kind: "working" } | { kind: "answered"; outcome: Outcome } | { kind: "failed"; message: string };

const FALLBACK = "We couldn't check your link just now. Please try again.";
const messageOf = (error: unknown) => (error instanceof BackendError && error.message ? error.message : FALLBACK);

/** One request per token while it is in flight, so a double-mounted page (React StrictMode) asks once. */
const confirmations = new Map<string, Promise<ConfirmSubscriptionOutcome>>();

function confirmOnce(token: string): Promise<ConfirmSubscriptionOutcome> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = loadBackend().then((backend) => backend.api.confirmSubscription(token));
    confirmations.set(token, pending);
    void pending.catch(() => undefined).finally(() => confirmations.delete(token));
  }
  return pending;
}

/**
 * The confirmation page confirms as soon as it opens: following the e-mailed link is the
 * subscriber's "yes". The page sends a POST; the link's GET itself changes nothing.
 */
export function useConfirmation(token: string | null) {
  const [state, setState] = useState<LinkState<ConfirmSubscriptionOutcome>>(() =>
    token ? { kind: "working" } : { kind: "answered", outcome: "invalid" },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOnce(token).then(
      (outcome) => active && setState({ kind: "answered", outcome }),
      (error: unknown) => active && setState({ kind: "failed", message: messageOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ kind: "working" });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

/** Unsubscribing waits for the button: mail scanners open links, and opening must not unsubscribe. */
export function useUnsubscribe(token: string | null) {
  const [state, setState] = useState<LinkState<UnsubscribeOutcome>>(() =>
    token ? { kind: "idle" } : { kind: "answered", outcome: "invalid" },
  );

  const unsubscribe = useCallback(async () => {
    if (!token) return;
    setState({ kind: "working" });
    try {
      const backend = await loadBackend();
      setState({ kind: "answered", outcome: await backend.api.unsubscribe(token) });
    } catch (error) {
      setState({ kind: "failed", message: messageOf(error) });
    }
  }, [token]);
  return { state, unsubscribe };
}
