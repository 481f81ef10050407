/** Invisible and look-alike characters in form fields and e-mail addresses (docs/security.md). */
import type { z } from "zod";
import {
  brandWaitlistSchema,
  contactMessageSchema,
  creatorApplicationSchema,
  firstErrorMessage,
  newsletterSubscriptionSchema,
  updateBrandSignupSchema,
} from "../index";
import { application, brand, contact } from "./valid-inputs";
import { normaliseEmail } from "../schemas/fields";

const withFile = (name: string) => ({
  ...application,
  uploadedFiles: JSON.stringify([{ name, url: "/files/creator-uploads/u1/1-clip.mp4", size: 1 }]),
});

const INVISIBLE = {
  "left-to-right embedding U+202A": "\u202A",
  "right-to-left override U+202E": "\u202E",
  "left-to-right isolate U+2066": "\u2066",
  "pop directional isolate U+2069": "\u2069",
  "zero-width space U+200B": "\u200B",
  "zero-width non-joiner U+200C": "\u200C",
  "zero-width joiner U+200D": "\u200D",
  "word joiner U+2060": "\u2060",
  "byte order mark U+FEFF": "\uFEFF",
  "line separator U+2028": "\u2028",
  "paragraph separator U+2029": "\u2029",
};

/**
 * Each field with the text it is checked in: single-line, multi-line and file names alike. The
 * character sits inside the text: at either end, trimming removes U+FEFF, U+2028 and U+2029.
 */
const fields: Array<[string, (value: string) => [z.ZodType, object], string]> = [
  ["brand name", (v) => [brandWaitlistSchema, { ...brand, name: `B${v}o` }], "Name"],
  ["company", (v) => [brandWaitlistSchema, { ...brand, companyName: `Brand${v}Ltd` }], "Company name"],
  ["contact name", (v) => [contactMessageSchema, { ...contact, name: `A${v}da` }], "Name"],
  ["contact message", (v) => [contactMessageSchema, { ...contact, message: `Hi,\n${v}thanks` }], "Message"],
  ["admin notes", (v) => [updateBrandSignupSchema, { id: "a", notes: `Called\r\n${v}` }], "Notes"],
  ["first name", (v) => [creatorApplicationSchema, { ...application, firstName: `A${v}da` }], "First name"],
  ["postcode", (v) => [creatorApplicationSchema, { ...application, postcode: `SW1A${v} 1AA` }], "Postcode"],
  ["file name", (v) => [creatorApplicationSchema, withFile(`clip${v}gpj.mp4`)], "File name"],
  ["source page", (v) => [newsletterSubscriptionSchema, { email: "a@b.co", sourcePage: `/${v}about` }], "Source page"],
];

describe("text fields refuse invisible formatting characters", () => {
  it.each(fields)("%s", (_field, build, label) => {
    for (const [name, character] of Object.entries(INVISIBLE)) {
      const [schema, input] = build(character);
      expect(firstErrorMessage(schema, input), name).toBe(`${label} contains characters that are not allowed`);
    }
  });

  it("keeps emoji joined into one picture, tabs and line breaks in a message, and right-to-left letters", () => {
    const message = "Hi,\r\n\tcould we talk? 👩‍💻 🏳️‍🌈 👨🏽‍🚀 שלום مرحبا";
    expect(firstErrorMessage(contactMessageSchema, { ...contact, message })).toBeNull();
    expect(firstErrorMessage(brandWaitlistSchema, { ...brand, companyName: "Bo 👩‍💻" })).toBeNull();
    expect(firstErrorMessage(contactMessageSchema, { ...contact, message: "a\u200Db" })).toBe(
      "Message contains characters that are not allowed",
    );
  });
});

describe("e-mail addresses refuse look-alike forms and routing characters", () => {
  const forms: Array<[string, (email: string) => string | null, string]> = [
    [
      "newsletter",
      (email) => firstErrorMessage(newsletterSubscriptionSchema, { email }),
      "Please enter a valid email address",
    ],
    [
      "brand waitlist",
      (email) => firstErrorMessage(brandWaitlistSchema, { ...brand, email }),
      "Valid email is required",
    ],
    [
      "contact",
      (email) => firstErrorMessage(contactMessageSchema, { ...contact, email }),
      "Please enter a valid email address",
    ],
    [
      "creator application",
      (email) => firstErrorMessage(creatorApplicationSchema, { ...application, email }),
      "Please enter a valid email",
    ],
  ];

  it.each(forms)("%s", (_form, check, invalid) => {
    // Fullwidth letters, a fullwidth domain, a black-letter capital, a circled digit, a ligature; `%` routing.
    for (const email of [
      "ａda@example.com",
      "ada@ｅxample.com",
      "ℌada@example.com",
      "ada①@example.com",
      "ﬁnn@example.com",
      "ada%evil.example@relay.example",
      "ada\u200B@example.com",
      "ada\u202E@example.com",
    ]) {
      expect(check(email), email).toBe(invalid);
    }
    for (const email of ["\u00fcber@example.de", "u\u0308ber@example.de", "ada@example.com"]) {
      expect(check(email), email).toBeNull();
    }
  });

  it("composed and decomposed forms of one address make one key", () => {
    expect(normaliseEmail(" U\u0308ber@Example.DE ")).toBe(normaliseEmail("\u00fcber@example.de"));
    expect(normaliseEmail("u\u0308ber@example.de")).toBe("\u00fcber@example.de");
  });
});
