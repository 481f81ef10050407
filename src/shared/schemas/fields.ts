import { z } from "zod";
import { isSingleEmailAddress } from "./email-address";
import { MAX_EMAIL_LENGTH, MAX_TEXT_LENGTH, MAX_URL_LENGTH } from "./limits";
import { looksLikeAddress, looksLikeNumber, mixesScriptsInAWord, NAME_CHARACTERS } from "./name-rules";
import { toProfileUrl, toWebAddress, type SocialNetwork } from "./web-address";

export { isSingleEmailAddress } from "./email-address";

export { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "./limits";

/**
 * Trimmed, lower-cased, NFC e-mail: the key that makes sign-ups idempotent, so an address typed
 * with composed or decomposed accents (`ü` or `u` + U+0308) is one entry.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase().normalize("NFC");
}

// C0 controls, DEL and C1 controls; multi-line fields keep tab, LF and CR.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_UNSAFE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Half of a UTF-16 pair on its own: not text, and it makes encodeURIComponent throw.
// (No lookbehind: older Safari cannot parse it, and the browser forms load this file.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Invisible characters that make text read other than it is: bidi embeddings, overrides and
// isolates (U+202A–E, U+2066–9), zero-width space, non-joiner, joiner, word joiner and BOM, and
// the Unicode line and paragraph separators (line breaks that no form field shows).
const INVISIBLE = /[\u200B-\u200D\u2028\u2029\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
// A zero-width joiner between two pictographs is part of one visible emoji (👩‍💻, 🏳️‍🌈), not hidden text.
const EMOJI_JOINER = /(\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * True when the text holds control characters (bar tab/newlines in multi-line text), invisible
 * formatting characters (bidi controls, zero-width characters, U+2028/U+2029) or lone surrogates.
 */
export function hasUnsafeCharacters(value: string, multiLine = false): boolean {
  return (
    (multiLine ? MULTI_LINE_UNSAFE : SINGLE_LINE_UNSAFE).test(value) ||
    LONE_SURROGATE.test(value) ||
    INVISIBLE.test(value.replace(EMOJI_JOINER, "$1"))
  );
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

// Hangul fillers are letters that show nothing: a name needs a letter beside them.
const VISIBLE_LETTER = /[^\P{L}\u115f\u1160\u3164\uffa0]/u;

/**
 * A person's name: a text field that also holds only what names are made of, because it goes into
 * the e-mails we send (product.md §P4): nothing that reads as a link, an address or a number, whatever
 * alphabet its look-alike letters come from (name-rules.ts).
 */
export function nameField(rules: Omit<TextFieldRules, "multiLine"> & { label: string }) {
  return textField(rules)
    .refine(
      (value) => NAME_CHARACTERS.test(value),
      `${rules.label} can only contain letters, spaces, apostrophes, hyphens and full stops`,
    )
    .refine((value) => !looksLikeAddress(value), `${rules.label} cannot contain a web or e-mail address`)
    .refine((value) => !looksLikeNumber(value), `${rules.label} cannot contain a phone number or other numbers`)
    .refine((value) => !mixesScriptsInAWord(value), `${rules.label} cannot mix alphabets within a word`)
    .refine(
      (value) => value === "" || VISIBLE_LETTER.test(value),
      rules.required ?? `${rules.label} must contain a letter`,
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

/** The message of the first issue, which is the first failure in product.md order. */
export function firstErrorMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid input");
}
