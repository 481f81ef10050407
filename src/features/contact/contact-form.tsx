import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { loadBackend } from "~/lib/backend";
import type { ContactMessage } from "~/shared/schemas/contact-message";
import { MAX_MESSAGE_LENGTH } from "~/shared/schemas/limits";
import { FormField } from "./form-field";

export const CONTACT_SUCCESS = "Thank you for reaching out! We'll be in touch soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again later.";

const EMPTY: ContactMessage = { name: "", email: "", message: "" };
const counter = new Intl.NumberFormat("en-GB");

let schemaResolver: Promise<Resolver<ContactMessage>> | undefined;
/** The shared schema (and zod with it) loads when the form is first used, not with the page. */
function loadSchemaResolver(): Promise<Resolver<ContactMessage>> {
  schemaResolver ??= Promise.all([import("@hookform/resolvers/zod"), import("~/shared/schemas/contact-message")]).then(
    // The shared schema accepts unknown input (it also guards the server); the form's fields are always strings.
    ([{ zodResolver }, { contactMessageSchema }]) =>
      zodResolver(contactMessageSchema) as unknown as Resolver<ContactMessage>,
    (error: unknown) => {
      schemaResolver = undefined; // a failed download is tried again on the next check
      throw error;
    },
  );
  return schemaResolver;
}
const resolver: Resolver<ContactMessage> = async (values, context, options) =>
  (await loadSchemaResolver())(values, context, options);

export function ContactForm() {
  const id = useId();
  const [status, setStatus] = useState<"editing" | "sent" | "failed">("editing");
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({ resolver, defaultValues: EMPTY, mode: "onTouched" });
  const messageLength = useWatch({ control, name: "message" }).length;

  async function send(values: ContactMessage) {
    setStatus("editing");
    try {
      const backend = await loadBackend();
      await backend.contact.sendContactMessage(values);
      reset(EMPTY);
      setStatus("sent");
    } catch {
      setStatus("failed");
    }
  }

  if (status === "sent") return <ThankYou onSendAnother={() => setStatus("editing")} />;

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={handleSubmit(send)}
      onFocus={() => void loadSchemaResolver().catch(() => {})}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="contact-form__title">
        Send us a message
      </h2>
      <p className="contact-form__note">All fields are required.</p>
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(control) => <input {...control} type="text" autoComplete="name" {...register("name")} />}
      </FormField>
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" {...register("email")} />}
      </FormField>
      <FormField
        id={`${id}-message`}
        label="Message"
        error={errors.message?.message}
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
      </FormField>
      {status === "failed" ? (
        <p className="form-error contact-form__failure" role="alert">
          {CONTACT_FAILURE}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}

function ThankYou({ onSendAnother }: { onSendAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="contact-thanks" role="status" tabIndex={-1} ref={ref}>
      <span className="contact-thanks__icon" aria-hidden="true">
        ✓
      </span>
      <p className="contact-thanks__message">{CONTACT_SUCCESS}</p>
      <button type="button" className="btn btn--secondary" onClick={onSendAnother}>
        Send another message
      </button>
    </div>
  );
}
