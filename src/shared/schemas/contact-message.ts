import { z } from "zod";
import { attributionField } from "./attribution";
import { emailField, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, nameField, textField } from "./fields";

export const CONTACT_MESSAGES = {
  nameRequired: "Please enter your name",
  nameTooLong: `Name must be ${MAX_NAME_LENGTH} characters or fewer`,
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  messageRequired: "Please enter a message",
  messageTooLong: `Message must be ${MAX_MESSAGE_LENGTH} characters or fewer`,
} as const;

/** The contact form (product.md §P2–P3 /contact): name, email, message, all required. */
export const contactMessageSchema = z.object({
  name: nameField({
    label: "Name",
    max: MAX_NAME_LENGTH,
    required: CONTACT_MESSAGES.nameRequired,
    tooLong: CONTACT_MESSAGES.nameTooLong,
  }),
  email: emailField({ required: CONTACT_MESSAGES.emailRequired, invalid: CONTACT_MESSAGES.emailInvalid }),
  message: textField({
    label: "Message",
    max: MAX_MESSAGE_LENGTH,
    required: CONTACT_MESSAGES.messageRequired,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    multiLine: true,
  }),
  attribution: attributionField,
  "g-recaptcha-response": textField({ label: "Verification token", max: 4000 }),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
