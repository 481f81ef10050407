import { searchTokensFor } from "~/shared/admin-lists";
import type { AdminAuditAction, AdminAuditDocument } from "~/shared/documents";
import type { Caller } from "../context";
import type { CorePorts } from "../ports";
import { nowIso } from "./common";

/**
 * Every admin action (approve, reject, sign-up edits, deletes, exports, sign-ins) is appended to
 * `adminAudit`. No endpoint edits or deletes an entry: the panel can only list them.
 */
export async function recordAudit(
  ports: CorePorts,
  admin: Caller,
  action: AdminAuditAction,
  targetId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  const entry: AdminAuditDocument = {
    action,
    targetId,
    adminUid: admin.uid,
    adminEmail: admin.email,
    details,
    at: nowIso(ports),
  };
  await ports.documents.create("adminAudit", { ...entry, searchTokens: searchTokensFor.auditEntry(entry) });
}
