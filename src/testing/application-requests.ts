import { sampleApplication } from "./sample-application";

export interface UploadedFileReference {
  name: string;
  url: string;
  size: number;
}

/** The /creator-signup form as the browser sends it (multipart), with valid fields. */
export function applicationForm(email: string, uploadedFiles?: UploadedFileReference[]): FormData {
  const form = new FormData();
  const fields = sampleApplication({ email, instagram: "https://www.instagram.com/ada", "g-recaptcha-response": "" });
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (uploadedFiles) form.set("uploadedFiles", JSON.stringify(uploadedFiles));
  return form;
}
