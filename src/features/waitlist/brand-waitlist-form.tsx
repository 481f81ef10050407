import { useId, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { CheckboxField } from "~/components/form/checkbox-field";
import { InputFields, type InputFieldSpec } from "~/components/form/input-field";
import { Form, useZodForm } from "~/components/form/form";
import { HoneypotField } from "~/components/form/honeypot-field";
import { SubmitButton } from "~/components/form/submit-button";
import { paths } from "~/config/paths";
import { useWaitlistSignup, type BrandWaitlistDetails } from "./use-waitlist-signup";
import { EMAIL_LIST_OPT_IN_WORDING, WAITLIST_MESSAGES } from "./waitlist-copy";

interface WaitlistValues {
  name: string;
  email: string;
  companyName: string;
  website: string;
  emailListOptIn: boolean;
  "bot-field": string;
}

const EMPTY: WaitlistValues = {
  name: "",
  email: "",
  companyName: "",
  website: "",
  emailListOptIn: false,
  "bot-field": "",
};

/** The shared schema's form fields, in product.md §P4's order; zod loads with it, when the form is first used. */
const loadWaitlistSchema = () =>
  import("~/shared/schemas/brand-waitlist").then(({ brandWaitlistSchema }) =>
    brandWaitlistSchema.pick({ name: true, email: true, companyName: true, website: true, emailListOptIn: true }),
  );

/** Read from the page itself: a bot may set the value without the events the form listens to. */
const isFilledByBot = (formElement: HTMLFormElement) =>
  String(new FormData(formElement).get("bot-field") ?? "").trim() !== "";

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** Who is signing up, in product.md §P4's order; every field is locked while the form is being sent. */
const BRAND_FIELDS: ReadonlyArray<InputFieldSpec<Exclude<keyof WaitlistValues, "emailListOptIn" | "bot-field">>> = [
  { name: "name", label: "Name", required: true, input: { type: "text", autoComplete: "name" } },
  {
    name: "email",
    label: "Email",
    required: true,
    input: { type: "email", autoComplete: "email", inputMode: "email" },
  },
  { name: "companyName", label: "Company name", required: true, input: { type: "text", autoComplete: "organization" } },
  {
    name: "website",
    label: "Website (optional)",
    input: { type: "text", inputMode: "url", autoComplete: "url", placeholder: "yourbrand.co.uk" },
  },
];

function LegalNote() {
  return (
    <p className="waitlist-form__legal">
      By joining, you agree to our{" "}
      <Link to={paths.terms} target="_blank" rel="noopener noreferrer">
        Terms of Use{NEW_TAB}
      </Link>{" "}
      and{" "}
      <Link to={paths.privacyPolicy} target="_blank" rel="noopener noreferrer">
        Privacy Policy{NEW_TAB}
      </Link>
      .
    </p>
  );
}

/** The thanks (with the booking link when the booking page could not open by itself), or the error. */
function WaitlistOutcome({ status, booking }: Pick<ReturnType<typeof useWaitlistSignup>, "status" | "booking">) {
  return (
    <>
      {status.kind === "success" ? (
        <div className="waitlist-form__success" role="status">
          <p>{WAITLIST_MESSAGES.success}</p>
          {booking.blocked ? (
            <p>
              <a href={booking.url} target="_blank" rel="noopener noreferrer">
                Book your 30-minute call{NEW_TAB}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {status.kind === "error" ? (
        <p className="form-error waitlist-form__error" role="alert">
          {status.message}
        </p>
      ) : null}
    </>
  );
}

/** The brand waitlist form (product.md §P2–P3, §4, §5, §8). */
export function BrandWaitlistForm() {
  const titleId = useId();
  const form = useZodForm<WaitlistValues, BrandWaitlistDetails>({
    schema: loadWaitlistSchema,
    defaultValues: EMPTY,
    // product.md §P4: checked in order, first failure shown; the failing field gets focus.
    firstErrorOnly: true,
  });
  const { errors } = form.formState;
  const { status, submit, humanCheck, booking } = useWaitlistSignup({ onSuccess: () => form.reset(EMPTY) });
  const submitting = status.kind === "submitting";
  const optIn = form.register("emailListOptIn");

  const message = useRef<HTMLDivElement>(null);
  // In the commit that shows the outcome, so focus is never left on the disabled button for a frame.
  useLayoutEffect(() => {
    // The button was disabled under the visitor's focus: take them to the outcome.
    if (status.kind === "success" || status.kind === "error") message.current?.focus();
  }, [status]);

  return (
    <Form
      form={form}
      onSubmit={submit}
      discard={isFilledByBot}
      onFocus={humanCheck.arm}
      preloadOnFocus
      className="waitlist-form"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="waitlist-form__title">
        Reserve your early access
      </h2>
      <p className="waitlist-form__note">Fields marked * are required.</p>
      <InputFields
        fields={BRAND_FIELDS}
        register={form.register}
        errorOf={(name) => errors[name]?.message}
        disabled={submitting}
      />
      <HoneypotField {...form.register("bot-field")} />
      <CheckboxField label={EMAIL_LIST_OPT_IN_WORDING} {...optIn} disabled={submitting} />
      <LegalNote />
      <SubmitButton busy={submitting} busyText="Submitting..." block>
        Join the Waitlist
      </SubmitButton>
      <div ref={message} tabIndex={-1} className="waitlist-form__outcome">
        <WaitlistOutcome status={status} booking={booking} />
      </div>
      {humanCheck.element}
    </Form>
  );
}
