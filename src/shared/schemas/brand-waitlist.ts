import { z } from "zod";
import { attributionField, pricedEstimateField } from "./attribution";
import { emailField, flag, MAX_NAME_LENGTH, nameField, text, textField, webAddressField } from "./fields";

export const BRAND_WAITLIST_MESSAGES = {
  nameRequired: "Name is required",
  emailInvalid: "Valid email is required",
  companyRequired: "Company name is required",
} as const;

/** POST /api/subscribe-to-waitlist, brand shape; fields in product.md §P4's check order. */
export const brandWaitlistSchema = z.object({
  name: nameField({ label: "Name", max: MAX_NAME_LENGTH, required: BRAND_WAITLIST_MESSAGES.nameRequired }),
  email: emailField({ required: BRAND_WAITLIST_MESSAGES.emailInvalid, invalid: BRAND_WAITLIST_MESSAGES.emailInvalid }),
  companyName: textField({
    label: "Company name",
    max: MAX_NAME_LENGTH,
    required: BRAND_WAITLIST_MESSAGES.companyRequired,
  }),
  website: webAddressField("Website"),
  // The honeypot is checked before this schema; any value here is dropped unread.
  "bot-field": text().pipe(z.string().max(1000)),
  emailListOptIn: flag().default(false),
  type: z.literal("brand"),
  "g-recaptcha-response": textField({ label: "Verification token", max: 4000 }),
  estimate: pricedEstimateField,
  attribution: attributionField,
});

export type BrandWaitlistSubmission = z.infer<typeof brandWaitlistSchema>;
