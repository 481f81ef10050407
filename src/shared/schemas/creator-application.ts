import { z } from "zod";
import { REFERRAL_SOURCES, UPLOAD_MAX_FILES } from "../constants";
import { EMAIL_PATTERN, flag, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_URL_LENGTH, optionalText, text } from "./fields";

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
} as const;

const M = CREATOR_APPLICATION_MESSAGES;

export const uploadedFileSchema = z.object({
  name: text().pipe(z.string().min(1, M.filesInvalid).max(255, M.filesInvalid)),
  url: text().pipe(z.string().min(1, M.filesInvalid).max(2000, M.filesInvalid)),
  size: z.number({ error: M.filesInvalid }).int(M.filesInvalid).nonnegative(M.filesInvalid).optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Multipart sends the list as JSON text, and only when there is at least one file (SPEC §7). */
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

/**
 * The creator application (SPEC §5): the required fields' messages first, then the four
 * submit checks in SPEC order. Multipart text ("true"/"false", JSON file list) is accepted.
 */
export const creatorApplicationSchema = z
  .object({
    firstName: text().pipe(
      z
        .string()
        .min(1, M.firstNameRequired)
        .max(MAX_NAME_LENGTH, `First name must be ${MAX_NAME_LENGTH} characters or fewer`),
    ),
    lastName: text().pipe(
      z
        .string()
        .min(1, M.lastNameRequired)
        .max(MAX_NAME_LENGTH, `Last name must be ${MAX_NAME_LENGTH} characters or fewer`),
    ),
    email: text().pipe(
      z.string().min(1, M.emailRequired).max(MAX_EMAIL_LENGTH, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid),
    ),
    postcode: text().pipe(z.string().min(1, M.postcodeRequired).max(20, "Postcode must be 20 characters or fewer")),
    portfolioUrl: optionalText(MAX_URL_LENGTH, `Portfolio URL must be ${MAX_URL_LENGTH} characters or fewer`),
    instagram: optionalText(MAX_URL_LENGTH, `Instagram must be ${MAX_URL_LENGTH} characters or fewer`),
    tiktok: optionalText(MAX_URL_LENGTH, `TikTok must be ${MAX_URL_LENGTH} characters or fewer`),
    niche: optionalText(500, "Niches must be 500 characters or fewer"),
    referralSource: text(),
    isUKCreator: flag(),
    newsletterConsent: flag(),
    "g-recaptcha-response": optionalText(4000),
    uploadedFiles: z.preprocess(
      parseFileList,
      z.array(uploadedFileSchema, { error: M.filesInvalid }).max(UPLOAD_MAX_FILES, M.tooManyFiles),
    ),
  })
  .superRefine((value, ctx) => {
    const files = Array.isArray(value.uploadedFiles) ? value.uploadedFiles : [];
    if (isBlank(value.portfolioUrl) && isBlank(value.instagram) && isBlank(value.tiktok) && files.length === 0) {
      ctx.addIssue({ code: "custom", message: M.portfolioOrFileRequired, path: ["portfolioUrl"] });
    }
    if (isBlank(value.niche)) ctx.addIssue({ code: "custom", message: M.nicheRequired, path: ["niche"] });
    if (!(REFERRAL_SOURCES as readonly string[]).includes(value.referralSource)) {
      ctx.addIssue({ code: "custom", message: M.referralRequired, path: ["referralSource"] });
    }
    if (value.isUKCreator !== true)
      ctx.addIssue({ code: "custom", message: M.ukCreatorRequired, path: ["isUKCreator"] });
  });

export type CreatorApplicationSubmission = z.infer<typeof creatorApplicationSchema>;
export type CreatorApplicationInput = z.input<typeof creatorApplicationSchema>;
