import { z } from "zod";
import { isSingleEmailAddress } from "./email-address";
import { MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from "./limits";
import { toProfileUrl, toWebAddress, type SocialNetwork } from "./web-address";

export { isSingleEmailAddress } from "./email-address";

export { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "./limits";

/** Lower-cased, trimmed e-mail: the key that makes sign-ups idempotent. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// C0 controls, DEL and C1 controls; multi-line fields keep tab, LF and CR.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_UNSAFE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Half of a UTF-16 pair on its own: not text, and it makes encodeURIComponent throw.
// (No lookbehind: older Safari cannot parse it, and the browser forms load this file.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds control characters (bar tab/newlines in multi-line text) or lone surrogates. */
export function hasUnsafeCharacters(value: string, multiLine = false): boolean {
  return (multiLine ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).test(value) || LONE_SURROGATE.test(value);
}

export const unsafeCharactersMessage = (label: string) => `${label} contains characters that are not allowed`;

/** A trimmed string; absent or null become "" so "required" messages, not type errors, are shown. */
export const text = () =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string().trim());

export interface TextFieldRules {
  /** Names the field in the length and character messages. */
  label: string;
  max?: number;
  /** The message when blank; absent means the field is optional. */
  required?: string;
  tooLong?: string;
  /** Multi-line text (a message) may hold tab, LF and CR. */
  multiLine?: boolean;
}

/** Every text field of every form: trimmed, length-capped, no control characters or lone surrogates. */
export function textField({
  label,
  max = MAX_TEXT_LENGTH,
  required,
  tooLong = `${label} must be ${max} characters or fewer`,
  multiLine = false,
}: TextFieldRules) {
  const base = required ? z.string().min(1, required) : z.string();
  return text().pipe(
    base.max(max, tooLong).refine((value) => !hasUnsafeCharacters(value, multiLine), unsafeCharactersMessage(label)),
  );
}

/**
 * The one e-mail field of every form: exactly one address (no lists, display names or
 * control characters), failing with the form's own "valid email" message.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return text().pipe(
    z
      .string()
      .min(1, messages.required)
      .max(MAX_EMAIL_LENGTH, messages.invalid)
      .refine(isSingleEmailAddress, messages.invalid),
  );
}

/** An optional http(s) address; a bare host gets `https://`; any other scheme is refused. */
export function webAddressField(label: string, max = MAX_URL_LENGTH) {
  return textField({ label, max }).transform((value, ctx) => {
    const address = toWebAddress(value);
    if (address !== null) return address;
    ctx.issues.push({
      code: "custom",
      input: value,
      message: `${label} must be a web address starting with http:// or https://`,
    });
    return z.NEVER;
  });
}

/** An optional social profile: an http(s) link, or an @handle stored as the profile's https link. */
export function socialProfileField(label: string, network: SocialNetwork) {
  return textField({ label, max: MAX_URL_LENGTH }).transform((value, ctx) => {
    const address = toProfileUrl(value, network);
    if (address !== null) return address;
    ctx.issues.push({
      code: "custom",
      input: value,
      message: `${label} must be a link starting with http:// or https://, or an @handle`,
    });
    return z.NEVER;
  });
}

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
