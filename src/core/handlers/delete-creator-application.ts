import type { CreatorApplicationDocument } from "~/shared/documents";
import { deleteCreatorApplicationSchema } from "~/shared/schemas/admin";
import { fail, ok, requireAdmin, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { APPLICATION_NOT_FOUND } from "./approve-creator";
import { recordAudit } from "./audit";
import { parseInput } from "./common";
import { uploadPathsOf } from "./uploaded-files";

export interface DeleteCreatorApplicationResponse {
  ok: true;
  deletedFiles: number;
}

/**
 * POST /api/delete-creator-application (admin only): "reject" deletes the document and
 * every uploaded file of it (docs/security.md). Files go first, so a failure leaves the
 * document in place to retry.
 */
export async function deleteCreatorApplication(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<DeleteCreatorApplicationResponse>> {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const parsed = parseInput(deleteCreatorApplicationSchema, input);
  if (!parsed.ok) return parsed.failure;
  const { applicationId } = parsed.data;
  const application = await ports.documents.get<CreatorApplicationDocument>("creator_applications", applicationId);
  if (!application) return fail(404, APPLICATION_NOT_FOUND);
  let deletedFiles = 0;
  for (const path of uploadPathsOf(application.uploadedFiles)) {
    if (await ports.files.delete(path)) deletedFiles += 1;
  }
  if (!(await ports.documents.delete("creator_applications", applicationId))) return fail(404, APPLICATION_NOT_FOUND);
  await recordAudit(ports, context.caller!, "delete_creator_application", applicationId, { deletedFiles });
  return ok<DeleteCreatorApplicationResponse>({ ok: true, deletedFiles });
}
