import { useId, type ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { CheckboxField } from "~/components/form/checkbox-field";
import { InputField } from "~/components/form/input-field";
import { Form, useZodForm } from "~/components/form/form";
import { SelectField } from "~/components/form/select-field";
import { SubmitButton } from "~/components/form/submit-button";
import { CREATOR_NEWSLETTER_WORDING } from "~/shared/consent";
import { REFERRAL_SOURCES } from "~/shared/constants";
import type { CreatorApplicationFormOutput } from "~/shared/schemas/creator-application";
import { ApplicationSection } from "./application-sections";
import { attemptToasts } from "./attempt-toasts";
import { EMPTY_APPLICATION, type ApplicationValues } from "./application-values";
import { clearDraft } from "./application-draft";
import { FilePicker } from "./file-picker";
import { LeaveGuard } from "./leave-guard";
import { SuccessDialog } from "./success-dialog";
import { useApplicationDraft } from "./use-application-draft";
import { useApplicationSubmit } from "./use-application-submit";
import { useFileUploads } from "./use-file-uploads";
import { VideoIdeasTip } from "./video-ideas-tip";

/** zod loads with the schema when the form is first used, never with the page. */
const loadSchema = () =>
  import("~/shared/schemas/creator-application").then(
    ({ creatorApplicationFormSchema }) => creatorApplicationFormSchema,
  );

/** product.md §P4.3.6: the first failure shows as an error toast (and under its field, which gets focus). */
function toastFirstError(errors: FieldErrors<ApplicationValues>) {
  const first = Object.values(errors).find((error) => typeof error?.message === "string");
  attemptToasts.newAttempt();
  if (first?.message) attemptToasts.error(String(first.message));
}

const SOCIAL_LABELS = { instagram: "Instagram URL", tiktok: "TikTok URL" } as const;

interface SectionProps {
  register: UseFormRegister<ApplicationValues>;
  errors: FieldErrors<ApplicationValues>;
}

function PersonalSection({ register, errors }: SectionProps) {
  return (
    <ApplicationSection title="Personal Information">
      <div className="application-form__pair">
        <InputField
          label="First Name"
          required
          errors={errors.firstName?.message}
          type="text"
          autoComplete="given-name"
          {...register("firstName")}
        />
        <InputField
          label="Last Name"
          required
          errors={errors.lastName?.message}
          type="text"
          autoComplete="family-name"
          {...register("lastName")}
        />
      </div>
      <InputField
        label="Email Address"
        required
        errors={errors.email?.message}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...register("email")}
      />
      <InputField
        label="UK Postcode"
        required
        hint="This helps us confirm you are in the UK"
        errors={errors.postcode?.message}
        type="text"
        autoComplete="postal-code"
        autoCapitalize="characters"
        placeholder="e.g. SW1A 1AA"
        {...register("postcode")}
      />
    </ApplicationSection>
  );
}

/** The niches and links; the file picker comes in as `children`, after the links. */
function PortfolioSection({ register, errors, children }: SectionProps & { children: ReactNode }) {
  return (
    <ApplicationSection title="Portfolio">
      <VideoIdeasTip />
      <InputField
        label="Your Niches"
        required
        hint="Separate them with commas, e.g. beauty, fitness, food"
        errors={errors.niche?.message}
        type="text"
        placeholder="beauty, fitness, food"
        {...register("niche")}
      />
      {(Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).map((network) => (
        <InputField
          key={network}
          label={SOCIAL_LABELS[network]}
          errors={errors[network]?.message}
          type="text"
          inputMode="url"
          placeholder="@yourname or profile link"
          {...register(network)}
        />
      ))}
      <InputField
        label="Portfolio URL"
        hint="No portfolio yet? That's fine: everything then depends on your 2-3 videos, so upload your best."
        errors={errors.portfolioUrl?.message}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        {...register("portfolioUrl")}
      />
      {children}
    </ApplicationSection>
  );
}

/** The creator application (product.md §P3.4, §P4.3–P4.5). */
export function CreatorApplicationForm() {
  const titleId = useId();
  const waitId = useId();
  const form = useZodForm<ApplicationValues, CreatorApplicationFormOutput>({
    schema: loadSchema,
    defaultValues: EMPTY_APPLICATION,
    firstErrorOnly: true,
  });
  const uploads = useFileUploads();
  useApplicationDraft(form, uploads);
  const { submit, submitting, submitted, closeModal, humanCheck } = useApplicationSubmit({
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
