import type { StoredUploadedFile } from "~/shared/documents";
import type { CreatorApplicationRequest } from "~/shared/wire/forms";

/**
 * The form's values as typed: the request's fields (~/shared/wire/forms) but the human-check token,
 * which is fetched only on submit; `uploadedFiles` mirrors the finished uploads so the checks see them.
 */
export type ApplicationValues = Omit<CreatorApplicationRequest, "recaptchaToken" | "uploadedFiles"> & {
  uploadedFiles: StoredUploadedFile[];
};

/** product.md §P7.3: after success every field is empty or false again. */
export const EMPTY_APPLICATION: ApplicationValues = {
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
