import { useId, useLayoutEffect, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import { Form, useZodForm } from "~/components/form/form";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { loadBackend } from "~/lib/backend";
import { useHumanCheck } from "~/lib/human-check/use-human-check";
import { TIMEOUTS_MS } from "~/shared/constants";
import type { ContactMessage } from "~/shared/schemas/contact-message";
import { MAX_MESSAGE_LENGTH } from "~/shared/schemas/limits";

export const CONTACT_SUCCESS = "Thank you for reaching out! We'll be in touch soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again later.";

type ContactValues = Pick<ContactMessage, "name" | "email" | "message">;

const EMPTY: ContactValues = { name: "", email: "", message: "" };
const counter = new Intl.NumberFormat("en-GB");

const loadContactSchema = () =>
  import("~/shared/schemas/contact-message").then((schemas) =>
    schemas.contactMessageSchema.pick({ name: true, email: true, message: true }),
  );

export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<"editing" | "sent" | "failed">("editing");
  // The schema (and zod with it) loads when the form is first used, not with the page.
  const form = useZodForm<ContactValues>({ schema: loadContactSchema, defaultValues: EMPTY, mode: "onTouched" });
  const humanCheck = useHumanCheck("contact");
  const {
    register,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const messageLength = useWatch({ control, name: "message" }).length;
  // The button was disabled under the visitor's focus while sending: a failure takes them to what it says.
  const failure = useFocusWhen<HTMLParagraphElement>(status === "failed");

  async function send(values: ContactValues) {
    setStatus("editing");
    try {
      const recaptchaToken = await humanCheck.getToken(TIMEOUTS_MS.humanCheckToken);
      const backend = await loadBackend();
      await backend.contact.sendContactMessage({ ...values, recaptchaToken });
      reset(EMPTY);
      setStatus("sent");
    } catch {
      setStatus("failed");
    } finally {
      humanCheck.reset();
    }
  }

  if (status === "sent") return <ThankYou onSendAnother={() => setStatus("editing")} />;

  return (
    <Form
      form={form}
      onSubmit={send}
      onFocus={humanCheck.arm}
      preloadOnFocus
      className="contact-form"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="contact-form__title">
        Send us a message
      </h2>
      <p className="contact-form__note">All fields are required.</p>
      <Field id={`${id}-name`} label="Name" required errors={errors.name?.message}>
        {(control) => <input {...control} type="text" autoComplete="name" {...register("name")} />}
      </Field>
      <Field id={`${id}-email`} label="Email" required errors={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
      </Field>
      <Field
        id={`${id}-message`}
        label="Message"
        required
        errors={errors.message?.message}
        hint={
          <span
            className={
              messageLength > MAX_MESSAGE_LENGTH
                ? "contact-form__counter contact-form__counter--over"
                : "contact-form__counter"
            }
          >
            {counter.format(messageLength)} / {counter.format(MAX_MESSAGE_LENGTH)} characters
          </span>
        }
      >
        {(control) => <textarea {...control} rows={6} {...register("message")} />}
      </Field>
      {status === "failed" ? (
        <p className="form-error contact-form__failure" role="alert" tabIndex={-1} ref={failure}>
          {CONTACT_FAILURE}
        </p>
      ) : null}
      <SubmitButton busy={isSubmitting} busyText="Sending..." block>
        Send Message
      </SubmitButton>
      {humanCheck.element}
    </Form>
  );
}

/** An element that takes the focus in the commit that shows it when `shown` (as the waitlist's outcome does). */
function useFocusWhen<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

function ThankYou({ onSendAnother }: { onSendAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // In the commit that shows it, so focus is never left on the form that went away.
  useLayoutEffect(() => ref.current?.focus(), []);
  return (
    <div className="contact-thanks" role="status" tabIndex={-1} ref={ref}>
      <span className="round-badge contact-thanks__icon" aria-hidden="true">
        ✓
      </span>
      <p className="contact-thanks__message">{CONTACT_SUCCESS}</p>
      <button type="button" className="btn btn--secondary" onClick={onSendAnother}>
        Send another message
      </button>
    </div>
  );
}
