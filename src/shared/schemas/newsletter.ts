import { z } from "zod";
import { ATTRIBUTION_LIMITS, LANDING_PATH } from "../attribution";
import { attributionField } from "./attribution";
import { emailField, textField } from "./fields";

export const NEWSLETTER_MESSAGES = {
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  sourcePage: "Source page must be a path on this site starting with /",
} as const;

export const newsletterEmailSchema = emailField({
  required: NEWSLETTER_MESSAGES.emailRequired,
  invalid: NEWSLETTER_MESSAGES.emailInvalid,
});

/** The footer form's one field, as the form kit checks it. */
export const newsletterFormSchema = z.object({ email: newsletterEmailSchema });

/** POST /api/subscribe-to-waitlist, newsletter shape (product.md §P5). */
export const newsletterSubscriptionSchema = z.object({
  email: newsletterEmailSchema,
  "g-recaptcha-response": textField({ label: "Verification token", max: 4000 }),
  group: z.enum(["creator"]).optional(),
  /** The page the form was on, a path of this site as the landing path is; recorded as the consent's source (product.md (decided)). */
  sourcePage: textField({ label: "Source page", max: ATTRIBUTION_LIMITS.landingPath })
    .refine((value) => value === "" || LANDING_PATH.test(value), NEWSLETTER_MESSAGES.sourcePage)
    .optional(),
  attribution: attributionField,
});
