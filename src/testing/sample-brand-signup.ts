/** A brand's waitlist sign-up as the /brand-signup form sends it, every field valid, with `overrides`. */
export const sampleBrandSignup = (overrides: object = {}) => ({
  type: "brand",
  name: "Bo Brand",
  email: "bo@brand.co",
  companyName: "Brand Ltd",
  website: "https://brand.co",
  emailListOptIn: false,
  "bot-field": "",
  "g-recaptcha-response": "human",
  ...overrides,
});
