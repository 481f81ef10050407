import { useState } from "react";
import { BackendError, loadBackend } from "~/lib/backend";
import { HumanCheckFailedError, tokenWithAttempts } from "~/lib/human-check/token-with-attempts";
import { useHumanCheck } from "~/lib/human-check/use-human-check";
import { HUMAN_CHECK_ATTEMPTS, TIMEOUTS_MS } from "~/shared/constants";
import type { CreatorApplicationFormOutput } from "~/shared/schemas/creator-application";
import { APPLICATION_MESSAGES } from "./application-copy";
import { attemptToasts } from "./attempt-toasts";

/** product.md §P4.3.11: the client's own texts ("Request timed out", the server's error, "Failed to submit application") come as the error's message. */
function failureMessage(error: unknown): string {
  if (error instanceof HumanCheckFailedError) return APPLICATION_MESSAGES.humanCheckFailed;
  if (error instanceof BackendError && error.message) return error.message;
  return APPLICATION_MESSAGES.fallback;
}

/**
 * Sends a checked application (product.md §P4.3): the human check first (fetched only now, after
 * the uploads, since its token lasts 2 minutes; up to 3 attempts with a toast per retry), then the
 * request (aborted after 30 s). Success: toast, `onSuccess`, then the modal. Failure: a toast, and
 * every value and file stays as it was.
 */
export function useApplicationSubmit({ onSuccess }: { onSuccess: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const humanCheck = useHumanCheck("creator_application");

  const submit = async (application: CreatorApplicationFormOutput) => {
    setSubmitting(true);
    attemptToasts.newAttempt();
    try {
      const recaptchaToken = await tokenWithAttempts(humanCheck, {
        attempts: HUMAN_CHECK_ATTEMPTS,
        timeoutMs: TIMEOUTS_MS.humanCheckAttempt,
        pauseMs: TIMEOUTS_MS.humanCheckPause,
        onRetry: (failed) => attemptToasts.error(APPLICATION_MESSAGES.humanCheckRetry(failed)),
      });
      const backend = await loadBackend();
      await backend.api.submitCreatorApplication({ ...application, recaptchaToken });
      attemptToasts.success(APPLICATION_MESSAGES.success);
      onSuccess();
      setSubmitted(true);
    } catch (error) {
      attemptToasts.error(failureMessage(error));
    } finally {
      humanCheck.reset();
      setSubmitting(false);
    }
  };

  return { submit, submitting, submitted, closeModal: () => setSubmitted(false), humanCheck };
}
