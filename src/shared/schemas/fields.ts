import { z } from "zod";
import { MAX_TEXT_LENGTH } from "./limits";

/** SPEC §5 "{email}": non-space text, @, text, dot, text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export { MAX_EMAIL_LENGTH, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from "./limits";

/** Lower-cased, trimmed e-mail: the key that makes sign-ups idempotent. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A trimmed string; absent or null become "" so "required" messages, not type errors, are shown. */
export const text = () =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string().trim());

export const requiredText = (message: string, max = MAX_TEXT_LENGTH, tooLong = `Must be ${max} characters or fewer`) =>
  text().pipe(z.string().min(1, message).max(max, tooLong));

export const optionalText = (max = MAX_TEXT_LENGTH, tooLong = `Must be ${max} characters or fewer`) =>
  text().pipe(z.string().max(max, tooLong));

/** A checkbox that may arrive as a boolean or as "true"/"false" text (multipart). */
export const flag = () =>
  z.preprocess(
    (value) => (value === "true" ? true : value === "false" || value === "" || value == null ? false : value),
    z.boolean(),
  );

/** The message of the first issue, which is the first failure in SPEC order. */
export function firstErrorMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid input");
}
