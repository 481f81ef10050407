import { z } from "zod";
import { flag, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_URL_LENGTH, optionalText, text } from "./fields";

export const BRAND_WAITLIST_MESSAGES = {
  nameRequired: "Name is required",
  emailInvalid: "Valid email is required",
  companyRequired: "Company name is required",
} as const;

/** POST /api/subscribe-to-waitlist, brand shape; fields in SPEC §5's check order. */
export const brandWaitlistSchema = z.object({
  name: text().pipe(
    z
      .string()
      .min(1, BRAND_WAITLIST_MESSAGES.nameRequired)
      .max(MAX_NAME_LENGTH, `Name must be ${MAX_NAME_LENGTH} characters or fewer`),
  ),
  email: text().pipe(
    z
      .string()
      .min(1, BRAND_WAITLIST_MESSAGES.emailInvalid)
      .max(MAX_EMAIL_LENGTH, BRAND_WAITLIST_MESSAGES.emailInvalid)
      .refine((value) => value.includes("@"), BRAND_WAITLIST_MESSAGES.emailInvalid),
  ),
  companyName: text().pipe(
    z
      .string()
      .min(1, BRAND_WAITLIST_MESSAGES.companyRequired)
      .max(MAX_NAME_LENGTH, `Company name must be ${MAX_NAME_LENGTH} characters or fewer`),
  ),
  website: optionalText(MAX_URL_LENGTH, `Website must be ${MAX_URL_LENGTH} characters or fewer`),
  "bot-field": optionalText(1000),
  emailListOptIn: flag().default(false),
  type: z.literal("brand"),
  "g-recaptcha-response": optionalText(4000),
});

export type BrandWaitlistSubmission = z.infer<typeof brandWaitlistSchema>;
export type BrandWaitlistInput = z.input<typeof brandWaitlistSchema>;
