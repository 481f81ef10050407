import type { StoredUploadedFile } from "~/shared/documents";

/** The form's values as typed; `uploadedFiles` mirrors the finished uploads so the checks see them. */
export interface ApplicationValues {
  firstName: string;
  lastName: string;
  email: string;
  postcode: string;
  portfolioUrl: string;
  instagram: string;
  tiktok: string;
  niche: string;
  referralSource: string;
  isUKCreator: boolean;
  newsletterConsent: boolean;
  uploadedFiles: StoredUploadedFile[];
}

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
