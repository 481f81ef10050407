import { z } from "zod";
import { emailField, textField } from "./fields";

/** A status link's token, taken exactly as sent: only the bytes that were signed pass the signature check. */
export const statusTokenSchema = z.object({
  token: z.string().min(1).max(512),
});

/** The "send me my link again" form on /creator-signup; it mails, so it carries the human check. */
export const resendStatusLinkSchema = z.object({
  email: emailField({ required: "Please enter your e-mail address", invalid: "Please enter a valid e-mail address" }),
  "g-recaptcha-response": textField({ label: "Verification token", max: 4000 }),
});

/** The admin's People search: one e-mail address. */
export const personLookupSchema = z.object({
  email: emailField({ required: "Please enter an e-mail address", invalid: "Please enter a valid e-mail address" }),
});
