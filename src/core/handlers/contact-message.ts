import type { ContactMessageDocument } from "~/shared/documents";
import { contactMessageSchema } from "~/shared/schemas/contact-message";
import { ok, type HandlerResult, type RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { nowIso, parseInput } from "./common";

/** Public: adds a message to `contact_messages` with `createdAt`. */
export async function addContactMessage(
  input: unknown,
  _context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true; id: string }>> {
  const parsed = parseInput(contactMessageSchema, input);
  if (!parsed.ok) return parsed.failure;
  const message: ContactMessageDocument = { ...parsed.data, createdAt: nowIso(ports) };
  const id = await ports.documents.create("contact_messages", { ...message });
  return ok({ ok: true as const, id }, 201);
}
