import { useState } from "react";
import { loadBackend } from "~/lib/backend";
import { HumanCheckTimeoutError, useHumanCheck } from "~/lib/human-check/use-human-check";
import { TIMEOUTS_MS } from "~/shared/constants";
import type { BrandWaitlistSubmission } from "~/shared/schemas/brand-waitlist";
import { useBookingTab } from "./use-booking-tab";
import { WAITLIST_MESSAGES } from "./waitlist-copy";

/** What the form hands over once the product's checks pass (trimmed; website made a full address). */
export type BrandWaitlistDetails = Pick<
  BrandWaitlistSubmission,
  "name" | "email" | "companyName" | "website" | "emailListOptIn"
>;

export type WaitlistStatus =
  { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

/** product.md §P4–P5: the client's own texts (timeout, server error or "Failed to submit") come as the error's message. */
function failureMessage(error: unknown): string {
  if (error instanceof HumanCheckTimeoutError) return WAITLIST_MESSAGES.humanCheckTimeout;
  return error instanceof Error && error.message ? error.message : WAITLIST_MESSAGES.fallback;
}

/**
 * The brand waitlist's states (product.md §P7): idle → submitting → success (booking page after 2 s)
 * or error. The human check runs on every sign-up, with a time limit, and is reset after.
 */
export function useWaitlistSignup({ onSuccess }: { onSuccess: () => void }) {
  const [status, setStatus] = useState<WaitlistStatus>({ kind: "idle" });
  const humanCheck = useHumanCheck("brand_waitlist");
  const booking = useBookingTab();

  const submit = async (details: BrandWaitlistDetails) => {
    setStatus({ kind: "submitting" });
    booking.cancel();
    try {
      const recaptchaToken = await humanCheck.getToken(TIMEOUTS_MS.humanCheckToken);
      const backend = await loadBackend();
      // A filled honeypot never gets this far, so the one sent is empty.
      await backend.api.joinBrandWaitlist({ ...details, botField: "", recaptchaToken });
      onSuccess();
      setStatus({ kind: "success" });
      booking.openSoon();
    } catch (error) {
      setStatus({ kind: "error", message: failureMessage(error) });
    } finally {
      humanCheck.reset();
    }
  };

  return { status, submit, humanCheck, booking };
}
