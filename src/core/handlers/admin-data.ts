import type {
  AdminLoginDocument,
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  ListResponse,
} from "~/shared/documents";
import { deleteBrandSignupSchema, listQuerySchema, updateBrandSignupSchema } from "~/shared/schemas/admin";
import { fail, ok, requireAdmin, type HandlerResult, type RequestContext } from "../context";
import { InvalidCursorError, type CollectionName, type CorePorts } from "../ports";
import { recordAudit } from "./audit";
import { nowIso, parseInput } from "./common";

/** The field each admin list is ordered by, newest first. */
export const ADMIN_LIST_ORDER = {
  creator_applications: "submittedAt",
  brand_signups: "created_at",
  contact_messages: "createdAt",
} as const satisfies Partial<Record<CollectionName, string>>;

export type AdminListCollection = keyof typeof ADMIN_LIST_ORDER;

async function listNewestFirst<T extends object>(
  collection: AdminListCollection,
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<ListResponse<T>>> {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const parsed = parseInput(listQuerySchema, input);
  if (!parsed.ok) return parsed.failure;
  try {
    const page = await ports.documents.list<T>(collection, {
      orderBy: ADMIN_LIST_ORDER[collection],
      limit: parsed.data.limit,
      cursor: parsed.data.cursor || null,
    });
    return ok({ items: page.items.map(({ id, data }) => ({ ...data, id })), nextCursor: page.nextCursor });
  } catch (error) {
    if (error instanceof InvalidCursorError) return fail(400, "Invalid cursor");
    throw error;
  }
}

/** Input: `{ limit?, cursor? }` (query-string text is fine). Limit 50 by default and at most. */
export function listCreatorApplications(input: unknown, context: RequestContext, ports: CorePorts) {
  return listNewestFirst<CreatorApplicationDocument>("creator_applications", input, context, ports);
}

export function listBrandSignups(input: unknown, context: RequestContext, ports: CorePorts) {
  return listNewestFirst<BrandSignupDocument>("brand_signups", input, context, ports);
}

export function listContactMessages(input: unknown, context: RequestContext, ports: CorePorts) {
  return listNewestFirst<ContactMessageDocument>("contact_messages", input, context, ports);
}

export const BRAND_SIGNUP_NOT_FOUND = "Brand signup not found";

/** Input: `{ id, status?, notes?, meeting_signed_up? }`; every change sets `updated_at`. */
export async function updateBrandSignup(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true; updated_at: string }>> {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const parsed = parseInput(updateBrandSignupSchema, input);
  if (!parsed.ok) return parsed.failure;
  const { id, ...changes } = parsed.data;
  const patch: Partial<BrandSignupDocument> = { updated_at: nowIso(ports) };
  if (changes.status !== undefined) patch.status = changes.status;
  if (changes.notes !== undefined) patch.notes = changes.notes;
  if (changes.meeting_signed_up !== undefined) patch.meeting_signed_up = changes.meeting_signed_up;
  if (!(await ports.documents.update("brand_signups", id, patch))) return fail(404, BRAND_SIGNUP_NOT_FOUND);
  await recordAudit(ports, context.caller!, "update_brand_signup", id, { ...changes });
  return ok({ ok: true as const, updated_at: patch.updated_at! });
}

/** Input: `{ id }`. */
export async function deleteBrandSignup(
  input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true }>> {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const parsed = parseInput(deleteBrandSignupSchema, input);
  if (!parsed.ok) return parsed.failure;
  if (!(await ports.documents.delete("brand_signups", parsed.data.id))) return fail(404, BRAND_SIGNUP_NOT_FOUND);
  await recordAudit(ports, context.caller!, "delete_brand_signup", parsed.data.id);
  return ok({ ok: true as const });
}

/** Logs the admin's sign-in to `adminLogins`; the e-mail comes from the verified token only. */
export async function logAdminSignIn(
  _input: unknown,
  context: RequestContext,
  ports: CorePorts,
): Promise<HandlerResult<{ ok: true }>> {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const entry: AdminLoginDocument = {
    email: context.caller!.email,
    uid: context.caller!.uid,
    timestamp: nowIso(ports),
  };
  await ports.documents.create("adminLogins", { ...entry });
  return ok({ ok: true as const });
}
