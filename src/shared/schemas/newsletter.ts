import { z } from "zod";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, optionalText, text } from "./fields";

export const NEWSLETTER_MESSAGES = {
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
} as const;

export const newsletterEmailSchema = text().pipe(
  z
    .string()
    .min(1, NEWSLETTER_MESSAGES.emailRequired)
    .max(MAX_EMAIL_LENGTH, NEWSLETTER_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, NEWSLETTER_MESSAGES.emailInvalid),
);

/** POST /api/subscribe-to-waitlist, newsletter shape (SPEC §7). */
export const newsletterSubscriptionSchema = z.object({
  email: newsletterEmailSchema,
  "g-recaptcha-response": optionalText(4000),
  group: z.enum(["creator"]).optional(),
  /** The page the form was on; recorded as the consent's source (ARCHITECTURE §5). */
  sourcePage: optionalText(200).optional(),
});

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
