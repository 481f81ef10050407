import { postToApi, type Messages } from "../http-call";
import { BackendError } from "../types";
import type { FirebaseUploadsDeps } from "./uploads";

const OPEN_UPLOAD: Messages = {
  fallback: "Upload failed. Please try again.",
  timeout: "Network error. Please check your internet connection.",
};
const OPEN_UPLOAD_TIMEOUT_MS = 30_000;

/**
 * `POST /api/open-upload` (the openUpload function) as the upload's owner, with a limited-use App
 * Check token and, for an application's first file, the human check's token: the object path the
 * server granted for this file, or a BackendError with its status (and `code: "human_check_required"`
 * when no human check covers the session).
 */
export function createOpenUpload(options: {
  baseUrl?: string;
  headers?: () => Promise<Record<string, string>>;
}): FirebaseUploadsDeps["openUpload"] {
  return async (declaration, user, humanCheckToken) => {
    const request = humanCheckToken ? { ...declaration, recaptchaToken: humanCheckToken } : declaration;
    const body = await postToApi(
      { base: options.baseUrl ?? "", extraHeaders: options.headers },
      "/api/open-upload",
      { body: JSON.stringify(request), json: true, token: await user.getIdToken() },
      OPEN_UPLOAD,
      {},
      OPEN_UPLOAD_TIMEOUT_MS,
    );
    if (typeof body.path !== "string") throw new BackendError(OPEN_UPLOAD.fallback, 502);
    return body.path;
  };
}
