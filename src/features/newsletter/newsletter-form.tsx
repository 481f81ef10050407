import { useId, useState } from "react";
import { useLocation } from "react-router";
import { Form, useZodForm } from "~/components/form/form";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { sitePath } from "~/shared/attribution";
import { TIMEOUTS_MS } from "~/shared/constants";
import { loadBackend } from "~/lib/backend";
import { useHumanCheck } from "~/lib/human-check/use-human-check";
import type { NewsletterGroup } from "./newsletter-settings";
import { statusLines, subscribeFailure, type NewsletterStatus } from "./newsletter-status";

// The shared schema (and zod with it) loads on first submit, not with every page's footer.
const loadNewsletterSchema = () =>
  import("~/shared/schemas/newsletter").then((schemas) => schemas.newsletterFormSchema);

/**
 * The footer newsletter (product.md §P7, §8). On the creator page (group "creator") the request aborts
 * after 15 s and the human check after 10 s; elsewhere neither limit applies.
 */
export function NewsletterForm({ group, placeholder }: { group?: NewsletterGroup; placeholder: string }) {
  const [status, setStatus] = useState<NewsletterStatus>({ kind: "idle" });
  const form = useZodForm<{ email: string }>({
    schema: loadNewsletterSchema,
    defaultValues: { email: "" },
    // One message line under the field, changed only by submitting, and focus left where it is.
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const humanCheck = useHumanCheck("newsletter");
  const { pathname } = useLocation();
  const messageId = useId();
  const limited = group === "creator";

  const subscribe = async ({ email }: { email: string }) => {
    setStatus({ kind: "submitting" });
    try {
      const recaptchaToken = await humanCheck.getToken(limited ? TIMEOUTS_MS.humanCheckToken : undefined);
      const backend = await loadBackend();
      await backend.api.subscribeToNewsletter(
        // A path the server would refuse (a mistyped address on the not-found page) is left out, not sent.
        { email, recaptchaToken, group, sourcePage: sitePath(pathname) ?? undefined },
        { timeoutMs: limited ? TIMEOUTS_MS.creatorNewsletter : undefined },
      );
      form.reset({ email: "" });
      setStatus({ kind: "success" });
    } catch (error) {
      setStatus({ kind: "error", message: subscribeFailure(error, pathname) });
    } finally {
      humanCheck.reset();
    }
  };

  const submitting = status.kind === "submitting";
  const invalidEmail = form.formState.errors.email?.message;
  const failed = invalidEmail !== undefined || status.kind === "error";
  const lines = statusLines(invalidEmail, status);

  return (
    <Form
      form={form}
      onSubmit={subscribe}
      onInvalid={() => setStatus({ kind: "idle" })}
      onFocus={humanCheck.arm}
      className="newsletter-form"
    >
      <div className="newsletter-form__row">
        <Field
          label="Email address"
          hideLabel
          unstyled
          className="newsletter-form__field"
          invalid={failed}
          describedBy={lines.length > 0 ? messageId : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              placeholder={placeholder}
              disabled={submitting}
              {...form.register("email")}
            />
          )}
        </Field>
        <SubmitButton busy={submitting} busyText="Subscribing...">
          Subscribe
        </SubmitButton>
      </div>
      {/* One live region; each line is its own paragraph, so the product's sentence stays whole. */}
      <div
        id={messageId}
        className={`newsletter-form__message ${failed ? "newsletter-form__message--error" : "newsletter-form__message--success"}`}
        role={failed ? "alert" : "status"}
      >
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {humanCheck.element}
    </Form>
  );
}
