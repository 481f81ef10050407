import type { CreatorApplicationDocument } from "~/shared/documents";

/**
 * A creator application as the /creator-signup form sends it (multipart text), every field valid but the
 * link or upload a test adds, with `overrides`.
 */
export const sampleApplication = (overrides: Record<string, string> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  postcode: "SW1A 1AA",
  portfolioUrl: "",
  instagram: "",
  tiktok: "",
  niche: "Beauty, Food",
  referralSource: "TikTok",
  isUKCreator: "true",
  newsletterConsent: "false",
  "g-recaptcha-response": "human",
  ...overrides,
});

/** The same application as the store holds it, pending, with `overrides`. */
export const sampleApplicationDocument = (
  overrides: Partial<CreatorApplicationDocument> = {},
): CreatorApplicationDocument => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  postcode: "SW1A 1AA",
  portfolioUrl: "",
  uploadedFiles: [],
  instagram: "",
  tiktok: "",
  niche: "Beauty",
  referralSource: "TikTok",
  isUKCreator: true,
  newsletterConsent: false,
  avatar: null,
  status: "pending",
  submittedAt: "2026-03-01T09:00:00.000Z",
  ...overrides,
});
