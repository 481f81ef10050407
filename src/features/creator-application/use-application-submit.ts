import { useCallback, useState } from "react";
import { BackendError, loadBackend } from "~/lib/backend";
import { HumanCheckFailedError, tokenWithAttempts } from "~/lib/human-check/token-with-attempts";
import type { HumanCheck } from "~/lib/human-check/use-human-check";
import {
  HUMAN_CHECK_ATTEMPTS,
  STILL_CHECKING_RESEND,
  TIMEOUTS_MS,
  VIDEO_STILL_CHECKING_CODE,
} from "~/shared/constants";
import type { CreatorApplicationFields } from "~/shared/wire/forms";
import { APPLICATION_MESSAGES } from "./application-copy";
import { attemptToasts } from "./attempt-toasts";

/** product.md §P4.3.11: the client's own texts ("Request timed out", the server's error, "Failed to submit application") come as the error's message. */
function failureMessage(error: unknown): string {
  if (error instanceof HumanCheckFailedError) return APPLICATION_MESSAGES.humanCheckFailed;
  if (error instanceof BackendError && error.message) return error.message;
  return APPLICATION_MESSAGES.fallback;
}

const ATTEMPTS = {
  attempts: HUMAN_CHECK_ATTEMPTS,
  timeoutMs: TIMEOUTS_MS.humanCheckAttempt,
  pauseMs: TIMEOUTS_MS.humanCheckPause,
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The server has not yet recorded an uploaded file's check (a few seconds after its upload): send again soon. */
function stillChecking(error: unknown): boolean {
  return error instanceof BackendError && error.code === VIDEO_STILL_CHECKING_CODE;
}

/**
 * The token an application's first upload brings (docs/security.md "One human check an application"):
 * the form's own check, with the same attempts; the widget is reset after, so the submit's token is
 * fresh. A check that fails is the upload's failure, in the product's words.
 */
export function useUploadHumanCheck({ getToken, reset }: Pick<HumanCheck, "getToken" | "reset">) {
  return useCallback(async () => {
    try {
      return await tokenWithAttempts({ getToken, reset }, ATTEMPTS);
    } catch (error) {
      throw error instanceof HumanCheckFailedError
        ? new BackendError(APPLICATION_MESSAGES.humanCheckFailed, 400, "storage/invalid-argument")
        : error;
    } finally {
      reset();
    }
  }, [getToken, reset]);
}

/**
 * Sends a checked application (product.md §P4.3): the human check first (fetched only now, after
 * the uploads, since its token lasts 2 minutes; up to 3 attempts with a toast per retry), then the
 * request (aborted after 30 s; sent again while a file is still being checked). Success: toast,
 * `onSuccess`, then the modal. Failure: a toast, and every value and file stays as it was.
 */
export function useApplicationSubmit({ humanCheck, onSuccess }: { humanCheck: HumanCheck; onSuccess: () => void }) {
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  /**
   * Sends the application; while a file's upload check is still running (product.md §P5.4) it sends
   * the same application again every STILL_CHECKING_RESEND.pauseMs, each time with a fresh token (a
   * token is good for one request), and only after the last resend lets the server's message through.
   */
  const sendUntilChecked = async (application: CreatorApplicationFields) => {
    for (let resends = 0; ; resends += 1) {
      const recaptchaToken = await tokenWithAttempts(humanCheck, {
        ...ATTEMPTS,
        onRetry: (failed) => attemptToasts.error(APPLICATION_MESSAGES.humanCheckRetry(failed)),
      });
      try {
        const backend = await loadBackend();
        await backend.api.submitCreatorApplication({ ...application, recaptchaToken });
        return;
      } catch (error) {
        if (!stillChecking(error) || resends >= STILL_CHECKING_RESEND.resends) throw error;
      }
      humanCheck.reset();
      await pause(STILL_CHECKING_RESEND.pauseMs);
    }
  };

  const submit = async (application: CreatorApplicationFields) => {
    setSubmitting(true);
    attemptToasts.newAttempt();
    try {
      await sendUntilChecked(application);
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

  return { submit, submitting, submitted, closeModal: () => setSubmitted(false) };
}
