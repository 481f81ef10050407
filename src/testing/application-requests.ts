export interface UploadedFileReference {
  name: string;
  url: string;
  size: number;
}

/** The /creator-signup form as the browser sends it (multipart), with valid fields. */
export function applicationForm(email: string, uploadedFiles?: UploadedFileReference[]): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: "Maya",
    lastName: "Patel",
    email,
    postcode: "M1 1AE",
    portfolioUrl: "",
    instagram: "https://www.instagram.com/maya.makes",
    tiktok: "",
    niche: "Beauty, Food",
    referralSource: "TikTok",
    isUKCreator: "true",
    newsletterConsent: "false",
    "g-recaptcha-response": "",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (uploadedFiles) form.set("uploadedFiles", JSON.stringify(uploadedFiles));
  return form;
}
