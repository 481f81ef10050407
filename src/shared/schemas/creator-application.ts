import { z } from "zod";
import { REFERRAL_SOURCES, UPLOAD_MAX_FILES } from "../constants";
import { checkPosterAddress, POSTER_MAX_ADDRESS_LENGTH } from "../poster";
import { attributionField } from "./attribution";
import {
  emailField,
  flag,
  MAX_NAME_LENGTH,
  nameField,
  socialProfileField,
  text,
  textField,
  webAddressField,
} from "./fields";

export const CREATOR_APPLICATION_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  postcodeRequired: "Postcode is required",
  portfolioOrFileRequired: "Please provide a portfolio/social link or upload at least 1 file.",
  nicheRequired: "Please enter at least one niche",
  referralRequired: "Please tell us how you heard about us",
  ukCreatorRequired: "Please confirm you are a UK creator",
  tooManyFiles: `You can only upload up to ${UPLOAD_MAX_FILES} files total.`,
  filesInvalid: "The uploaded files list is not valid",
  posterInvalid: "A file's preview picture is not a small JPEG or WebP image",
} as const;

const M = CREATOR_APPLICATION_MESSAGES;

// A list item that is not a file's object at all (a bare address, say) is as malformed as any other.
export const uploadedFileSchema = z.object(
  {
    name: textField({ label: "File name", max: 255, required: M.filesInvalid, tooLong: M.filesInvalid }),
    url: textField({ label: "File address", max: 2000, required: M.filesInvalid, tooLong: M.filesInvalid }),
    size: z.number({ error: M.filesInvalid }).int(M.filesInvalid).nonnegative(M.filesInvalid).optional(),
    poster: z
      .string({ error: M.posterInvalid })
      .max(POSTER_MAX_ADDRESS_LENGTH, M.posterInvalid)
      .refine((address) => checkPosterAddress(address).ok, M.posterInvalid)
      .optional(),
  },
  { error: M.filesInvalid },
);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Multipart sends the list as JSON text, and only when there is at least one file (product.md §P5). */
function parseFileList(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** The application's fields in product.md order; the four submit checks are `applicationChecks`. */
const applicationFields = z.object({
  firstName: nameField({ label: "First name", max: MAX_NAME_LENGTH, required: M.firstNameRequired }),
  lastName: nameField({ label: "Last name", max: MAX_NAME_LENGTH, required: M.lastNameRequired }),
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid }),
  postcode: textField({ label: "Postcode", max: 20, required: M.postcodeRequired }),
  portfolioUrl: webAddressField("Portfolio URL"),
  instagram: socialProfileField("Instagram", "instagram"),
  tiktok: socialProfileField("TikTok", "tiktok"),
  niche: textField({ label: "Niches", max: 500 }),
  referralSource: text(),
  isUKCreator: flag(),
  newsletterConsent: flag(),
  "g-recaptcha-response": textField({ label: "Verification token", max: 4000 }),
  uploadedFiles: z.preprocess(
    parseFileList,
    z.array(uploadedFileSchema, { error: M.filesInvalid }).max(UPLOAD_MAX_FILES, M.tooManyFiles),
  ),
  attribution: attributionField,
});

/** What the submit checks read of the fields, as the fields' own checks leave them. */
type CheckedValues = Pick<
  z.output<typeof applicationFields>,
  "portfolioUrl" | "instagram" | "tiktok" | "niche" | "referralSource" | "isUKCreator" | "uploadedFiles"
>;

/** product.md §P4.3.6: the four submit checks, in order, after the fields' own. */
function applicationChecks(value: CheckedValues, ctx: z.RefinementCtx) {
  const files = Array.isArray(value.uploadedFiles) ? value.uploadedFiles : [];
  if (isBlank(value.portfolioUrl) && isBlank(value.instagram) && isBlank(value.tiktok) && files.length === 0) {
    ctx.addIssue({ code: "custom", message: M.portfolioOrFileRequired, path: ["portfolioUrl"] });
  }
  if (isBlank(value.niche)) ctx.addIssue({ code: "custom", message: M.nicheRequired, path: ["niche"] });
  if (!(REFERRAL_SOURCES as readonly string[]).includes(value.referralSource)) {
    ctx.addIssue({ code: "custom", message: M.referralRequired, path: ["referralSource"] });
  }
  if (value.isUKCreator !== true) ctx.addIssue({ code: "custom", message: M.ukCreatorRequired, path: ["isUKCreator"] });
}

/**
 * The creator application (product.md §P4): the required fields' messages first, then the four
 * submit checks in product.md order. Multipart text ("true"/"false", JSON file list) is accepted.
 */
export const creatorApplicationSchema = applicationFields.superRefine(applicationChecks);

/**
 * The browser form's checks: the same fields and messages, without the human-check token, which is
 * only fetched once the form passes (product.md §P4.3.9). Its output is the request's fields but the
 * token, `CreatorApplicationFields` (src/shared/wire/forms.ts).
 */
export const creatorApplicationFormSchema = applicationFields
  .omit({ "g-recaptcha-response": true })
  .superRefine(applicationChecks);
