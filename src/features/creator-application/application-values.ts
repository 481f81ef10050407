import type { CreatorApplicationFields } from "~/shared/wire/forms";

/**
 * The form's values are the request's fields but the human-check token, fetched only on submit
 * (`CreatorApplicationFields`); `uploadedFiles` mirrors the finished uploads so the checks see them.
 * product.md §P7.3: after success every field is empty or false again.
 */
export const EMPTY_APPLICATION: CreatorApplicationFields = {
  firstName: "",
  lastName: "",
  email: "",
  postcode: "",
  portfolioUrl: "",
  instagram: "",
  tiktok: "",
  niche: "",
  referralSource: "",
  isUKCreator: false,
  newsletterConsent: false,
  uploadedFiles: [],
};

export const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "postcode",
  "portfolioUrl",
  "instagram",
  "tiktok",
  "niche",
  "referralSource",
] as const;
