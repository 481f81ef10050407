import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { creatorApplicationFormSchema } from "../../schemas/creator-application";
import { toFormData } from "../codec";
import {
  decodeApproveCreator,
  decodeBrandWaitlistSignup,
  decodeContactMessage,
  decodeCreatorApplication,
  decodeDeleteCreatorApplication,
  decodeNewsletterSignup,
} from "../decoders";
import {
  encodeApproveCreator,
  encodeBrandWaitlistSignup,
  encodeContactMessage,
  encodeCreatorApplication,
  encodeDeleteCreatorApplication,
  encodeNewsletterSignup,
  type ApproveCreatorRequest,
  type BrandWaitlistSignup,
  type ContactMessageInput,
  type CreatorApplicationFields,
  type CreatorApplicationRequest,
  type DeleteCreatorApplicationRequest,
  type NewsletterSignup,
} from "../forms";

// Every boolean true and every optional field filled, so a field lost or changed on the way fails.
const newsletter: NewsletterSignup = {
  email: "reader@example.com",
  recaptchaToken: "token-n",
  group: "creator",
  sourcePage: "/creators",
};
const brand: BrandWaitlistSignup = {
  name: "Ola",
  email: "ola@oak.example",
  companyName: "Oak & Co",
  website: "https://oak.example/",
  botField: "filled by a bot",
  emailListOptIn: true,
  recaptchaToken: "token-b",
};
/** An 18 × 32 WebP, a preview picture the schema accepts. */
const POSTER =
  "data:image/webp;base64,UklGRkoAAABXRUJQVlA4ID4AAAAQAwCdASoSACAAPpFCnEolo6KhqAgAsBIJZQDMHBapagAA/vVYv/+5wP/9nA//2cD+Ov9eqWuTjgLLeAAAAA==";
const application: Required<CreatorApplicationRequest> = {
  firstName: "Maya",
  lastName: "Patel",
  email: "maya@example.com",
  postcode: "M1 1AE",
  portfolioUrl: "https://maya.example/",
  instagram: "https://www.instagram.com/maya",
  tiktok: "https://www.tiktok.com/@maya",
  niche: "Food, travel",
  referralSource: "Social Media",
  isUKCreator: true,
  newsletterConsent: true,
  recaptchaToken: "token-c",
  uploadedFiles: [{ name: "take.mp4", url: "/files/creator-uploads/u1/1-take.mp4", size: 1234, poster: POSTER }],
  attribution: {
    first: { source: "tiktok", medium: "social", campaign: "spring", referrerHost: "www.tiktok.com", landingPath: "/" },
    last: { source: "google", medium: "cpc", campaign: null, referrerHost: null, landingPath: "/creator-signup" },
  },
};
const contact: ContactMessageInput = {
  name: "Priya",
  email: "priya@example.com",
  message: "Hello\nthere",
  recaptchaToken: "token",
};
const approval: ApproveCreatorRequest = { applicationId: "app-1", approvalType: "pro", adminEmail: "a@example.com" };
const deletion: DeleteCreatorApplicationRequest = { applicationId: "app-1", notifyApplicant: true };

/** A multipart body as a server reads it: every field as text. */
const asMultipart = (wire: Record<string, unknown>) => Object.fromEntries(toFormData(wire)) as Record<string, unknown>;

describe("each form's wire codec", () => {
  it("sends the product's wire names and fixed fields", () => {
    expect(encodeNewsletterSignup(newsletter)).toEqual({
      email: newsletter.email,
      "g-recaptcha-response": "token-n",
      group: "creator",
      sourcePage: "/creators",
    });
    expect(encodeBrandWaitlistSignup(brand)).toEqual({
      name: "Ola",
      email: brand.email,
      companyName: "Oak & Co",
      website: "https://oak.example/",
      "bot-field": "filled by a bot",
      emailListOptIn: true,
      type: "brand",
      "g-recaptcha-response": "token-b",
    });
    const multipart = asMultipart(encodeCreatorApplication(application));
    expect(multipart).toMatchObject({
      isUKCreator: "true",
      newsletterConsent: "true",
      "g-recaptcha-response": "token-c",
      uploadedFiles: JSON.stringify(application.uploadedFiles),
    });
    expect(Object.keys(multipart)).not.toContain("recaptchaToken");
  });

  it.each([
    ["newsletter", encodeNewsletterSignup, decodeNewsletterSignup, newsletter],
    ["brand waitlist", encodeBrandWaitlistSignup, decodeBrandWaitlistSignup, brand],
    ["contact message", encodeContactMessage, decodeContactMessage, contact],
    ["approval", encodeApproveCreator, decodeApproveCreator, approval],
    ["rejection", encodeDeleteCreatorApplication, decodeDeleteCreatorApplication, deletion],
  ] as const)("the %s comes back as sent through JSON", (_name, encode, decode, values) => {
    const wire: unknown = JSON.parse(JSON.stringify((encode as (v: typeof values) => unknown)(values)));
    expect((decode as (input: unknown) => unknown)(wire)).toEqual({ ok: true, data: values });
  });

  it("the creator application comes back as sent through multipart text", () => {
    expect(decodeCreatorApplication(asMultipart(encodeCreatorApplication(application)))).toEqual({
      ok: true,
      data: application,
    });
  });

  it("the creator application form holds the request's fields but the token, by type", () => {
    expectTypeOf<z.infer<typeof creatorApplicationFormSchema>>().toEqualTypeOf<CreatorApplicationFields>();
  });

  it("leaves out what was not filled: no empty file list, no absent optional field", () => {
    const multipart = asMultipart(encodeCreatorApplication({ ...application, uploadedFiles: [] }));
    expect(multipart).not.toHaveProperty("uploadedFiles");
    expect(encodeNewsletterSignup({ email: "a@example.com", recaptchaToken: "t" })).toEqual({
      email: "a@example.com",
      "g-recaptcha-response": "t",
    });
  });

  it("answers bad input with the schema's first message in product order", () => {
    expect(decodeCreatorApplication({ ...encodeCreatorApplication(application), firstName: " " })).toEqual({
      ok: false,
      error: "First name is required",
    });
    expect(decodeBrandWaitlistSignup(null)).toEqual({ ok: false, error: "Name is required" });
  });

  it("answers a field of another type, or outside its fixed values, with a message that names it", () => {
    const forms = [
      [decodeNewsletterSignup, encodeNewsletterSignup(newsletter)],
      [decodeBrandWaitlistSignup, encodeBrandWaitlistSignup(brand)],
      [decodeCreatorApplication, encodeCreatorApplication(application)],
      [decodeContactMessage, encodeContactMessage(contact)],
      [decodeApproveCreator, encodeApproveCreator(approval)],
      [decodeDeleteCreatorApplication, encodeDeleteCreatorApplication(deletion)],
    ] as const;
    const wrong = [123, { an: "object" }, ["a", "list"], "not-one-of-them"];
    for (const [decode, wire] of forms) {
      expect((decode as (input: unknown) => { ok: boolean })(wire)).toMatchObject({ ok: true });
      for (const field of Object.keys(wire)) {
        for (const value of wrong) {
          const decoded = (decode as (input: unknown) => { ok: boolean; error?: string })({ ...wire, [field]: value });
          // Taken as sent (text accepts any text) or refused in the product's words or the field's name.
          if (decoded.ok) continue;
          expect(decoded.error, `${field}: ${JSON.stringify(value)}`).not.toMatch(/^Invalid input|received|expected/);
        }
      }
    }
    expect(decodeCreatorApplication({ ...encodeCreatorApplication(application), isUKCreator: "yes" })).toEqual({
      ok: false,
      error: "isUKCreator must be true or false",
    });
    expect(decodeNewsletterSignup({ ...encodeNewsletterSignup(newsletter), group: "hacker" })).toEqual({
      ok: false,
      error: 'group must be "creator"',
    });
    expect(decodeApproveCreator({ ...encodeApproveCreator(approval), applicationId: 123 })).toEqual({
      ok: false,
      error: "applicationId must be text",
    });
    // product.md §P5.4.4: any malformed file list, bare addresses included.
    expect(
      decodeCreatorApplication({
        ...encodeCreatorApplication(application),
        uploadedFiles: ["https://a.example/a.mp4"],
      }),
    ).toEqual({ ok: false, error: "The uploaded files list is not valid" });
  });
});
