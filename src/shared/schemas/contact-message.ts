import { z } from "zod";
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, text } from "./fields";

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  nameTooLong: `Name must be ${MAX_NAME_LENGTH} characters or fewer`,
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  messageRequired: "Please enter a message",
  messageTooLong: `Message must be ${MAX_MESSAGE_LENGTH} characters or fewer`,
} as const;

/** The contact form (SPEC §2 /contact): name, email, message, all required. */
export const contactMessageSchema = z.object({
  name: text().pipe(
    z.string().min(1, CONTACT_MESSAGES.nameRequired).max(MAX_NAME_LENGTH, CONTACT_MESSAGES.nameTooLong),
  ),
  email: text().pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.emailRequired)
      .max(MAX_EMAIL_LENGTH, CONTACT_MESSAGES.emailInvalid)
      .regex(EMAIL_PATTERN, CONTACT_MESSAGES.emailInvalid),
  ),
  message: text().pipe(
    z.string().min(1, CONTACT_MESSAGES.messageRequired).max(MAX_MESSAGE_LENGTH, CONTACT_MESSAGES.messageTooLong),
  ),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
