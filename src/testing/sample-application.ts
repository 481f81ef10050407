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
