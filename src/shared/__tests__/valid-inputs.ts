/** A valid body of each public form, as the schema tests start from. */
export const brand = { name: "Bo", email: "bo@brand.co", companyName: "Brand", type: "brand" };
export const contact = { name: "Ada", email: "a@b.co", message: "Hi" };
export const application = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  postcode: "SW1A 1AA",
  portfolioUrl: "https://ada.dev",
  niche: "Beauty",
  referralSource: "TikTok",
  isUKCreator: "true",
};
