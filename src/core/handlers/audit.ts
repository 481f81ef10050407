import type { AdminAuditAction, AdminAuditDocument } from "~/shared/documents";
import type { Caller } from "../context";
import type { CorePorts } from "../ports";
import { nowIso } from "./common";

/** Admin actions beyond sign-in are recorded in `adminAudit` (product.md (decided)). */
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
  await ports.documents.create("adminAudit", { ...entry });
}
