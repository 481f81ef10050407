import { useCallback, useEffect, useState } from "react";
import { BackendError, loadBackend } from "~/lib/backend";
import type { ApplicationStatusAnswer } from "~/shared/application-status";

export type StatusState =
  | { kind: "loading" }
  | { kind: "answered"; answer: ApplicationStatusAnswer }
  | { kind: "failed"; message: string }
  | { kind: "withdrawing"; answer: ApplicationStatusAnswer }
  | { kind: "withdrawn" };

const FALLBACK = "We couldn't load your application just now. Please try again.";
const messageOf = (error: unknown) => (error instanceof BackendError && error.message ? error.message : FALLBACK);

/** Loads the status the token opens, and withdraws on request (the caller has asked for confirmation). */
export function useApplicationStatus(token: string | null) {
  const [state, setState] = useState<StatusState>(() =>
    token ? { kind: "loading" } : { kind: "answered", answer: { outcome: "invalid" } },
  );
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let active = true;
    loadBackend()
      .then((backend) => backend.api.applicationStatus(token))
      .then(
        (answer) => active && setState({ kind: "answered", answer }),
        (error: unknown) => active && setState({ kind: "failed", message: messageOf(error) }),
      );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => {
    setState({ kind: "loading" });
    setAttempt((count) => count + 1);
  }, []);

  const withdraw = useCallback(async () => {
    if (!token || state.kind !== "answered") return;
    const { answer } = state;
    setWithdrawError(null);
    setState({ kind: "withdrawing", answer });
    try {
      const backend = await loadBackend();
      const outcome = await backend.api.withdrawApplication(token);
      setState(outcome === "withdrawn" ? { kind: "withdrawn" } : { kind: "answered", answer: { outcome: "invalid" } });
    } catch (error) {
      setWithdrawError(
        error instanceof BackendError && error.message
          ? error.message
          : "We couldn't withdraw your application just now. Please try again.",
      );
      setState({ kind: "answered", answer });
    }
  }, [token, state]);

  return { state, retry, withdraw, withdrawError };
}
