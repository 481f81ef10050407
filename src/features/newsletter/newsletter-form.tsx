import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { TIMEOUTS_MS } from "~/shared/constants";
import { loadBackend } from "~/lib/backend";
import { HumanCheckTimeoutError, useHumanCheck } from "~/lib/human-check/use-human-check";
import type { NewsletterGroup } from "./newsletter-settings";

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

const SUCCESS = "Successfully subscribed to our newsletter!";

/**
 * The footer newsletter (SPEC §4, §8). On the creator page (group "creator") the request aborts
 * after 15 s and the human check after 10 s; elsewhere neither limit applies.
 */
export function NewsletterForm({ group }: { group?: NewsletterGroup }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const humanCheck = useHumanCheck();
  const { pathname } = useLocation();
  const inputId = useId();
  const messageId = useId();
  const limited = group === "creator";
  const fallback =
    pathname === "/" || pathname === "/prices"
      ? "Subscription failed. Please try again."
      : "Failed to subscribe. Please try again.";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The shared schema (and zod with it) loads on first submit, not with every page's footer.
    const { newsletterEmailSchema } = await import("~/shared/schemas/newsletter");
    const parsed = newsletterEmailSchema.safeParse(email);
    if (!parsed.success) {
      setStatus({ kind: "error", message: parsed.error.issues[0]?.message ?? "Please enter a valid email address" });
      return;
    }
    setStatus({ kind: "submitting" });
    try {
      const recaptchaToken = await humanCheck.getToken(limited ? TIMEOUTS_MS.humanCheckToken : undefined);
      const backend = await loadBackend();
      await backend.api.subscribeToNewsletter(
        { email: parsed.data, recaptchaToken, group, sourcePage: pathname },
        { timeoutMs: limited ? TIMEOUTS_MS.creatorNewsletter : undefined },
      );
      setEmail("");
      setStatus({ kind: "success" });
    } catch (error) {
      const message =
        error instanceof HumanCheckTimeoutError
          ? "reCAPTCHA verification timed out. Please try again."
          : error instanceof Error && error.message
            ? error.message
            : fallback;
      setStatus({ kind: "error", message });
    } finally {
      humanCheck.reset();
    }
  };

  const submitting = status.kind === "submitting";
  const message = status.kind === "success" ? SUCCESS : status.kind === "error" ? status.message : null;

  return (
    <form className="newsletter-form" onSubmit={onSubmit} onFocus={humanCheck.arm} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.co.uk"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          aria-invalid={status.kind === "error" || undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <button type="submit" className="btn btn--primary" disabled={submitting}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p
        id={messageId}
        className={status.kind === "success" ? "newsletter-form__success" : "newsletter-form__error"}
        role={status.kind === "error" ? "alert" : "status"}
      >
        {message}
      </p>
      {humanCheck.element}
    </form>
  );
}
