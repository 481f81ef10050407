import { useId, type ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { CheckboxField } from "~/components/form/checkbox-field";
import { InputFields, type InputFieldSpec } from "~/components/form/input-field";
import { Form, useZodForm } from "~/components/form/form";
import { SelectField } from "~/components/form/select-field";
import { SubmitButton } from "~/components/form/submit-button";
import { CREATOR_NEWSLETTER_WORDING } from "~/shared/consent";
import { REFERRAL_SOURCES } from "~/shared/constants";
import type { CreatorApplicationFields } from "~/shared/wire/forms";
import { useHumanCheck } from "~/lib/human-check/use-human-check";
import { ApplicationSection } from "./application-sections";
import { attemptToasts } from "./attempt-toasts";
import { EMPTY_APPLICATION, type TEXT_FIELDS } from "./application-values";
import { clearDraft, DRAFT_KEY } from "./application-draft";
import { FilePicker } from "./file-picker";
import { LeaveGuard } from "./leave-guard";
import { SuccessDialog } from "./success-dialog";
import { useApplicationDraft } from "./use-application-draft";
import { useApplicationSubmit, useUploadHumanCheck } from "./use-application-submit";
import { useFileUploads } from "./use-file-uploads";
import { VideoIdeasTip } from "./video-ideas-tip";

/** zod loads with the schema when the form is first used, never with the page. */
const loadSchema = () =>
  import("~/shared/schemas/creator-application").then(
    ({ creatorApplicationFormSchema }) => creatorApplicationFormSchema,
  );

/** product.md §P4.3.6: the first failure shows as an error toast (and under its field, which gets focus). */
function toastFirstError(errors: FieldErrors<CreatorApplicationFields>) {
  const first = Object.values(errors).find((error) => typeof error?.message === "string");
  attemptToasts.newAttempt();
  if (first?.message) attemptToasts.error(String(first.message));
}

/** The fields typed as text; the referral source is a select. */
type TextFieldName = Exclude<(typeof TEXT_FIELDS)[number], "referralSource">;

type TextInput = InputFieldSpec<TextFieldName>;

const SOCIAL_INPUT = { type: "text", inputMode: "url", placeholder: "@yourname or profile link" } as const;

const NAME_FIELDS: readonly TextInput[] = [
  { name: "firstName", label: "First Name", required: true, input: { type: "text", autoComplete: "given-name" } },
  { name: "lastName", label: "Last Name", required: true, input: { type: "text", autoComplete: "family-name" } },
];

const CONTACT_FIELDS: readonly TextInput[] = [
  {
    name: "email",
    label: "Email Address",
    required: true,
    input: { type: "email", inputMode: "email", autoComplete: "email" },
  },
  {
    name: "postcode",
    label: "UK Postcode",
    required: true,
    hint: "This helps us confirm you are in the UK",
    input: { type: "text", autoComplete: "postal-code", autoCapitalize: "characters", placeholder: "e.g. SW1A 1AA" },
  },
];

const PORTFOLIO_FIELDS: readonly TextInput[] = [
  {
    name: "niche",
    label: "Your Niches",
    required: true,
    hint: "Separate them with commas, e.g. beauty, fitness, food",
    input: { type: "text", placeholder: "beauty, fitness, food" },
  },
  { name: "instagram", label: "Instagram URL", input: SOCIAL_INPUT },
  { name: "tiktok", label: "TikTok URL", input: SOCIAL_INPUT },
  {
    name: "portfolioUrl",
    label: "Portfolio URL",
    hint: "No portfolio yet? That's fine: everything then depends on your 2-3 videos, so upload your best.",
    input: { type: "text", inputMode: "url", autoComplete: "url", placeholder: "https://" },
  },
];

interface SectionProps {
  register: UseFormRegister<CreatorApplicationFields>;
  errors: FieldErrors<CreatorApplicationFields>;
}

function TextInputs({ fields, register, errors }: SectionProps & { fields: readonly TextInput[] }) {
  return <InputFields fields={fields} register={register} errorOf={(name) => errors[name]?.message} />;
}

function PersonalSection(props: SectionProps) {
  return (
    <ApplicationSection title="Personal Information">
      <div className="application-form__pair">
        <TextInputs fields={NAME_FIELDS} {...props} />
      </div>
      <TextInputs fields={CONTACT_FIELDS} {...props} />
    </ApplicationSection>
  );
}

/** The niches and links; the file picker comes in as `children`, after the links. */
function PortfolioSection({ children, ...props }: SectionProps & { children: ReactNode }) {
  return (
    <ApplicationSection title="Portfolio">
      <VideoIdeasTip />
      <TextInputs fields={PORTFOLIO_FIELDS} {...props} />
      {children}
    </ApplicationSection>
  );
}

/** The creator application (product.md §P3.4, §P4.3–P4.5). */
export function CreatorApplicationForm() {
  const titleId = useId();
  const waitId = useId();
  const form = useZodForm<CreatorApplicationFields>({
    schema: loadSchema,
    defaultValues: EMPTY_APPLICATION,
    firstErrorOnly: true,
  });
  // One check for the form: the application's first upload asks it once, the submit again.
  const humanCheck = useHumanCheck("creator_application");
  const uploads = useFileUploads(useUploadHumanCheck(humanCheck));
  useApplicationDraft(form, uploads);
  const { submit, submitting, submitted, closeModal } = useApplicationSubmit({
    humanCheck,
    onSuccess: () => {
      form.reset(EMPTY_APPLICATION);
      uploads.clear();
      clearDraft();
    },
  });
  const { errors } = form.formState;

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={toastFirstError}
        preloadOnFocus
        onFocus={humanCheck.arm}
        className="application-form"
        // A draft saved before a reload (files being uploaded, fields typed) is restored at once, not at the
        // first interaction (src/app/public-page.ts).
        data-hydrate-if-stored={DRAFT_KEY}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="visually-hidden">
          Creator application
        </h2>
        <p className="application-form__note">Fields marked * are required.</p>

        <PersonalSection register={form.register} errors={errors} />
        <PortfolioSection register={form.register} errors={errors}>
          <FilePicker uploads={uploads} disabled={submitting} />
        </PortfolioSection>

        <ApplicationSection title="Content & Referral">
          <SelectField
            label="How did you hear about us?"
            required
            placeholder="Select an option"
            options={REFERRAL_SOURCES}
            errors={errors.referralSource?.message}
            {...form.register("referralSource")}
          />
        </ApplicationSection>

        <ApplicationSection title="Confirmations">
          <CheckboxField
            label="I confirm I am a UK creator"
            required
            errors={errors.isUKCreator?.message}
            {...form.register("isUKCreator")}
          />
          <CheckboxField label={CREATOR_NEWSLETTER_WORDING} {...form.register("newsletterConsent")} />
        </ApplicationSection>

        <SubmitButton
          busy={submitting}
          busyText="Submitting Application..."
          disabled={uploads.busy}
          aria-describedby={uploads.busy ? waitId : undefined}
          block
        >
          Submit Application
        </SubmitButton>
        {uploads.busy ? (
          <p id={waitId} className="application-form__wait">
            You can submit once your videos have finished uploading.
          </p>
        ) : null}
        {humanCheck.element}
      </Form>
      {submitted ? <SuccessDialog onClose={closeModal} /> : null}
      <LeaveGuard uploading={uploads.busy} />
    </>
  );
}
