import type { ContactMessageDocument } from "~/shared/documents";
import { contactMessageSchema } from "~/shared/schemas/contact-message";
import { normaliseEmail } from "~/shared/schemas/fields";
import { ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { nowIso, parseInput } from "./common";
import { storeOnce } from "./duplicate-window";

/** Public: adds a message to `contact_messages` with `createdAt`; a repeat within the window adds nothing. */
export async function addContactMessage(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true; id: string }>> {
  const parsed = parseInput(contactMessageSchema, input);
  if (!parsed.ok) return parsed.failure;
  const message: ContactMessageDocument = { ...parsed.data, createdAt: nowIso(ports) };
  const payload = { ...parsed.data, email: normaliseEmail(parsed.data.email) };
  const id = await storeOnce(ports, context, "contact_message", payload, (recordId) =>
    ports.documents.set("contact_messages", recordId, { ...message }),
  );
  return ok({ ok: true as const, id }, 201);
}
