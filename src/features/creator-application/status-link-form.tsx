import { useId, useState } from "react";
import { Form, useZodForm } from "~/components/form/form";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { BackendError, loadBackend } from "~/lib/backend";
import { useHumanCheck } from "~/lib/human-check/use-human-check";
import { TIMEOUTS_MS } from "~/shared/constants";

interface StatusLinkRequest {
  email: string;
}

const EMPTY: StatusLinkRequest = { email: "" };
const FAILURE = "We couldn't send your link just now. Please try again.";

const loadSchema = () =>
  import("~/shared/schemas/application-status").then((schemas) => schemas.resendStatusLinkSchema);

/**
 * "Send me my link again": the private status link goes to the address on file. The answer is
 * the server's, the same whether or not an application exists for the address. It sends an e-mail,
 * so it carries the human check like the other public forms.
 */
export function StatusLinkForm() {
  const id = useId();
  const [answer, setAnswer] = useState<{ kind: "sent" | "failed"; message: string } | null>(null);
  const form = useZodForm<StatusLinkRequest>({ schema: loadSchema, defaultValues: EMPTY, mode: "onTouched" });
  const humanCheck = useHumanCheck("status_link");
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  async function send(values: StatusLinkRequest) {
    setAnswer(null);
    try {
      const recaptchaToken = await humanCheck.getToken(TIMEOUTS_MS.humanCheckToken);
      const backend = await loadBackend();
      setAnswer({ kind: "sent", message: await backend.api.resendStatusLink(values.email, recaptchaToken) });
    } catch (error) {
      setAnswer({ kind: "failed", message: error instanceof BackendError && error.message ? error.message : FAILURE });
    } finally {
      humanCheck.reset();
    }
  }

  return (
    <section id="status-link" className="status-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Already applied?</h2>
      <p>
        Your acknowledgement e-mail has a private link where you can see your application and withdraw it. Lost it? We
        will send it again to the address you applied with.
      </p>
      <Form
        form={form}
        onSubmit={send}
        onFocus={humanCheck.arm}
        preloadOnFocus
        className="status-link__form"
        aria-labelledby={`${id}-title`}
      >
        <Field id={`${id}-email`} label="Your e-mail address" required errors={errors.email?.message}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" inputMode="email" {...register("email")} />
          )}
        </Field>
        <SubmitButton busy={isSubmitting} busyText="Sending...">
          Send me my link again
        </SubmitButton>
        {answer ? (
          <p
            role={answer.kind === "failed" ? "alert" : "status"}
            className={answer.kind === "failed" ? "form-error" : ""}
          >
            {answer.message}
          </p>
        ) : null}
        {humanCheck.element}
      </Form>
    </section>
  );
}
