import type { CreatorApplicationDocument } from "~/shared/documents";
import { creatorApplicationSchema } from "~/shared/schemas/creator-application";
import { ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { checkHuman, nowIso, parseInput } from "./common";
import { claimUploadedFiles, newApplicationId, releaseUploadedFiles } from "./file-claims";
import { verifyUploadedFiles } from "./uploaded-files";

export interface CreatorApplicationResponse {
  ok: true;
  id: string;
}

/**
 * POST /api/creator-application. `input` is the multipart fields as text (booleans as
 * "true"/"false", `uploadedFiles` as JSON text) or the same values already typed.
 */
export async function submitCreatorApplication(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<CreatorApplicationResponse>> {
  const parsed = parseInput(creatorApplicationSchema, input);
  if (!parsed.ok) return parsed.failure;
  const application = parsed.data;
  const refused = await checkHuman(application["g-recaptcha-response"], context, ports);
  if (refused) return refused;
  const callerUid = context.caller?.uid ?? null;
  const files = await verifyUploadedFiles(application.uploadedFiles, callerUid, ports.files);
  if (!files.ok) return files.failure;
  const id = newApplicationId();
  const claimed = await claimUploadedFiles(files.files, id, ports.files);
  if (!claimed.ok) return claimed.failure;
  const document: CreatorApplicationDocument = {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    postcode: application.postcode,
    portfolioUrl: application.portfolioUrl,
    uploadedFiles: files.files,
    instagram: application.instagram,
    tiktok: application.tiktok,
    niche: application.niche,
    referralSource: application.referralSource,
    isUKCreator: application.isUKCreator,
    newsletterConsent: application.newsletterConsent,
    avatar: null,
    status: "pending",
    submittedAt: nowIso(ports),
    applicantUid: callerUid,
  };
  try {
    await ports.documents.set("creator_applications", id, { ...document });
  } catch (error) {
    await releaseUploadedFiles(files.files, id, ports.files);
    throw error;
  }
  return ok<CreatorApplicationResponse>({ ok: true, id }, 201);
}
