import { searchTokensFor } from "~/shared/admin-lists";
import { NO_ATTRIBUTION } from "~/shared/attribution";
import type { ContactMessageDocument } from "~/shared/documents";
import { normaliseEmail } from "~/shared/schemas/fields";
import { decodeContactMessage } from "~/shared/wire/decoders";
import { fail, ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { checkHuman, decodeInput, nowIso } from "./common";
import { storeOnce, SUBMISSION_IN_PROGRESS } from "./duplicate-window";

/**
 * Public: adds a message to `contact_messages` with `createdAt` after the human check; a repeat
 * within the window adds nothing.
 */
export async function addContactMessage(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true; id: string }>> {
  const parsed = decodeInput(decodeContactMessage, input);
  if (!parsed.ok) return parsed.failure;
  const { recaptchaToken, ...sent } = parsed.data;
  const refused = await checkHuman(recaptchaToken, context, ports, "contact");
  if (refused) return refused;
  const message: ContactMessageDocument = {
    ...sent,
    attribution: sent.attribution ?? NO_ATTRIBUTION,
    createdAt: nowIso(ports),
  };
  // Where the sender came from (and the human check's token, new on every try) is no part of what makes a repeat.
  const { attribution: _attribution, ...fields } = sent;
  const payload = { ...fields, email: normaliseEmail(fields.email) };
  const submission = { form: "contact_message", collection: "contact_messages", payload } as const;
  const stored = await storeOnce(ports, context, submission, (recordId) =>
    ports.documents.set("contact_messages", recordId, {
      ...message,
      searchTokens: searchTokensFor.contactMessage(message),
    }),
  );
  if ("busy" in stored) return fail(409, SUBMISSION_IN_PROGRESS);
  return ok({ ok: true as const, id: stored.id }, 201);
}
