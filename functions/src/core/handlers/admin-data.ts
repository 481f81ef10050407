import type { AdminLoginDocument, BrandSignupDocument } from "~/shared/documents";
import {
  BRAND_SIGNUP_CONFLICT,
  deleteBrandSignupSchema,
  deleteContactMessageSchema,
  updateBrandSignupSchema,
} from "~/shared/schemas/admin";
import { fail, ok, type HandlerResult } from "../context";
import { present } from "./admin-lists";
import { recordAudit } from "./audit";
import { adminHandler, adminOnly, nowIso } from "./common";
import { deleteRecordForGood } from "./erasures";

export const BRAND_SIGNUP_NOT_FOUND = "Brand signup not found";
export const CONTACT_MESSAGE_NOT_FOUND = "Contact message not found";

type Changes = Pick<BrandSignupDocument, "status" | "notes" | "meeting_signed_up">;
const CHANGEABLE = ["status", "notes", "meeting_signed_up"] as const;
/** Without `expectedUpdatedAt` a change made meanwhile is merged: read again and retry this often. */
const MERGE_ATTEMPTS = 5;

/** Strictly later than `previous`, so two changes in one millisecond still tell a stale copy apart. */
function nextUpdatedAt(now: string, previous: unknown): string {
  if (typeof previous !== "string" || now > previous) return now;
  const after = new Date(new Date(previous).getTime() + 1);
  return Number.isNaN(after.getTime()) ? now : after.toISOString();
}

/**
 * Input: `{ id, status?, notes?, meeting_signed_up?, expectedUpdatedAt? }`. Every change sets
 * `updated_at` and is audited with the fields before and after. With `expectedUpdatedAt`, a sign-up
 * changed since the admin's copy is refused: 409, code "conflict", with the sign-up as it now is.
 */
export const updateBrandSignup = adminHandler(
  updateBrandSignupSchema,
  async (input, context, ports): Promise<HandlerResult<{ ok: true; updated_at: string }>> => {
    const { id, expectedUpdatedAt, ...requested } = input;
    const changes: Partial<Changes> = {};
    for (const key of CHANGEABLE) if (requested[key] !== undefined) Object.assign(changes, { [key]: requested[key] });

    for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt += 1) {
      const current = await ports.documents.get<BrandSignupDocument>("brand_signups", id);
      if (!current) return fail(404, BRAND_SIGNUP_NOT_FOUND);
      if (expectedUpdatedAt !== undefined && current.updated_at !== expectedUpdatedAt) {
        return conflict(id, current);
      }
      const updated_at = nextUpdatedAt(nowIso(ports), current.updated_at);
      // Compare-and-set on `updated_at`, so `before` is exactly what this change replaced.
      const outcome = await ports.documents.updateIf(
        "brand_signups",
        id,
        { field: "updated_at", equals: current.updated_at },
        { ...changes, updated_at },
      );
      if (outcome === "not_found") return fail(404, BRAND_SIGNUP_NOT_FOUND);
      if (outcome === "condition_failed") continue;
      const before = Object.fromEntries(
        Object.keys(changes).map((key) => [key, current[key as keyof Changes] ?? null]),
      );
      await recordAudit(ports, context.caller, "update_brand_signup", id, { before, after: { ...changes } });
      return ok({ ok: true as const, updated_at });
    }
    const latest = await ports.documents.get<BrandSignupDocument>("brand_signups", id);
    return latest ? conflict(id, latest) : fail(404, BRAND_SIGNUP_NOT_FOUND);
  },
);

function conflict(id: string, current: BrandSignupDocument) {
  return {
    status: 409 as const,
    body: { error: BRAND_SIGNUP_CONFLICT, code: "conflict", current: present({ id, data: { ...current } }) },
  };
}

/**
 * Input: `{ id }`. Deletes one record for good (its tombstone keeps it deleted after a restore); the audit entry
 * names the record, not its content, so it keeps no personal data of what was deleted (erasure requests).
 */
const deleteForGood = (
  schema: typeof deleteBrandSignupSchema | typeof deleteContactMessageSchema,
  collection: "brand_signups" | "contact_messages",
  notFound: string,
  action: "delete_brand_signup" | "delete_contact_message",
) =>
  adminHandler(schema, async ({ id }, context, ports): Promise<HandlerResult<{ ok: true }>> => {
    if (!(await deleteRecordForGood(ports, collection, id))) return fail(404, notFound);
    await recordAudit(ports, context.caller, action, id);
    return ok({ ok: true as const });
  });

export const deleteBrandSignup = deleteForGood(
  deleteBrandSignupSchema,
  "brand_signups",
  BRAND_SIGNUP_NOT_FOUND,
  "delete_brand_signup",
);
export const deleteContactMessage = deleteForGood(
  deleteContactMessageSchema,
  "contact_messages",
  CONTACT_MESSAGE_NOT_FOUND,
  "delete_contact_message",
);

/** Logs the admin's sign-in to `adminLogins` and the activity log; the e-mail comes from the verified token only. */
export const logAdminSignIn = adminOnly(async (_input, context, ports): Promise<HandlerResult<{ ok: true }>> => {
  const entry: AdminLoginDocument = {
    email: context.caller.email,
    uid: context.caller.uid,
    timestamp: nowIso(ports),
  };
  await ports.documents.create("adminLogins", { ...entry });
  await recordAudit(ports, context.caller, "admin_sign_in", context.caller.uid);
  return ok({ ok: true as const });
});
