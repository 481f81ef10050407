import type { approveCreatorSchema, deleteCreatorApplicationSchema } from "../schemas/admin";
import type { brandWaitlistSchema } from "../schemas/brand-waitlist";
import type { contactMessageSchema } from "../schemas/contact-message";
import type { creatorApplicationSchema } from "../schemas/creator-application";
import type { newsletterSubscriptionSchema } from "../schemas/newsletter";
import { wireEncoder, type WireSpec, type WireValues } from "./codec";

/** The wire names and fixed fields of every form the browser sends (product.md §P5). */
export const WIRE = {
  newsletter: { names: { recaptchaToken: "g-recaptcha-response" }, fixed: {} },
  brandWaitlist: {
    names: { botField: "bot-field", recaptchaToken: "g-recaptcha-response" },
    fixed: { type: "brand" },
  },
  creatorApplication: { names: { recaptchaToken: "g-recaptcha-response" }, fixed: {} },
  contactMessage: { names: { recaptchaToken: "g-recaptcha-response" }, fixed: {} },
  approveCreator: { names: {}, fixed: {} },
  deleteCreatorApplication: { names: {}, fixed: {} },
} as const satisfies Record<string, WireSpec>;

/** POST /api/subscribe-to-waitlist, newsletter shape. */
export type NewsletterSignup = WireValues<typeof newsletterSubscriptionSchema, typeof WIRE.newsletter>;
/** POST /api/subscribe-to-waitlist, brand shape; `botField` is the hidden honeypot's value. */
export type BrandWaitlistSignup = WireValues<typeof brandWaitlistSchema, typeof WIRE.brandWaitlist>;
/** POST /api/creator-application (multipart). */
export type CreatorApplicationRequest = WireValues<typeof creatorApplicationSchema, typeof WIRE.creatorApplication>;
/**
 * The application's own fields: what the form holds (the human-check token is fetched only at send) and
 * what the stored application keeps of the request (src/shared/documents.ts).
 */
export type CreatorApplicationFields = Omit<CreatorApplicationRequest, "recaptchaToken">;
/** The contact form. */
export type ContactMessageInput = WireValues<typeof contactMessageSchema, typeof WIRE.contactMessage>;
/** POST /api/approve-creator; `adminEmail` is recorded, never trusted. */
export type ApproveCreatorRequest = WireValues<typeof approveCreatorSchema, typeof WIRE.approveCreator>;
/** POST /api/delete-creator-application; `notifyApplicant` sends the polite e-mail first. */
export type DeleteCreatorApplicationRequest = WireValues<
  typeof deleteCreatorApplicationSchema,
  typeof WIRE.deleteCreatorApplication
>;

export const encodeNewsletterSignup = wireEncoder<NewsletterSignup>(WIRE.newsletter);
export const encodeBrandWaitlistSignup = wireEncoder<BrandWaitlistSignup>(WIRE.brandWaitlist);
export const encodeCreatorApplication = wireEncoder<CreatorApplicationRequest>(WIRE.creatorApplication);
export const encodeContactMessage = wireEncoder<ContactMessageInput>(WIRE.contactMessage);
export const encodeApproveCreator = wireEncoder<ApproveCreatorRequest>(WIRE.approveCreator);
export const encodeDeleteCreatorApplication = wireEncoder<DeleteCreatorApplicationRequest>(
  WIRE.deleteCreatorApplication,
);
