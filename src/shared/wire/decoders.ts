import { approveCreatorSchema, deleteCreatorApplicationSchema } from "../schemas/admin";
import { brandWaitlistSchema } from "../schemas/brand-waitlist";
import { contactMessageSchema } from "../schemas/contact-message";
import { creatorApplicationSchema } from "../schemas/creator-application";
import { newsletterSubscriptionSchema } from "../schemas/newsletter";
import { wireDecoder } from "./codec";
import { WIRE } from "./forms";

/** What the core handlers read: each form's body checked by its schema, in camelCase. */
export const decodeNewsletterSignup = wireDecoder(newsletterSubscriptionSchema, WIRE.newsletter);
export const decodeBrandWaitlistSignup = wireDecoder(brandWaitlistSchema, WIRE.brandWaitlist);
export const decodeCreatorApplication = wireDecoder(creatorApplicationSchema, WIRE.creatorApplication);
export const decodeContactMessage = wireDecoder(contactMessageSchema, WIRE.contactMessage);
export const decodeApproveCreator = wireDecoder(approveCreatorSchema, WIRE.approveCreator);
export const decodeDeleteCreatorApplication = wireDecoder(
  deleteCreatorApplicationSchema,
  WIRE.deleteCreatorApplication,
);
