import { collection, doc, runTransaction, type Firestore, type Transaction } from "firebase/firestore";
import { searchTokensFor } from "~/shared/admin-lists";
import type { AdminAuditAction } from "~/shared/constants";
import type { AdminAuditDocument, AdminLoginDocument, BrandSignupDocument } from "~/shared/documents";
import { BRAND_SIGNUP_CONFLICT, updateBrandSignupSchema } from "~/shared/schemas/admin";
import { BackendError, type AdminDataClient } from "../types";
import { nowIso, signedIn, type AdminCaller, type FirebaseAdminDeps } from "./admin-context";
import { firestoreError } from "./errors";

const SIGNUP_NOT_FOUND = "Brand signup not found";
const MESSAGE_NOT_FOUND = "Contact message not found";

/** An `adminAudit` entry as the server writes one (src/core/handlers/audit.ts), with its search tokens. */
export function auditEntry(
  admin: AdminCaller,
  action: AdminAuditAction,
  targetId: string,
  at: string,
  details: Record<string, unknown> = {},
): AdminAuditDocument {
  const entry: AdminAuditDocument = { action, targetId, adminUid: admin.uid, adminEmail: admin.email, details, at };
  return { ...entry, searchTokens: searchTokensFor.auditEntry(entry) };
}

/** Two edits in one millisecond must still differ, or a stale copy would pass the conflict check. */
export function nextUpdatedAt(now: string, previous: string | undefined): string {
  if (!previous || now > previous) return now;
  const after = new Date(new Date(previous).getTime() + 1);
  return Number.isNaN(after.getTime()) ? now : after.toISOString();
}

/**
 * The admin's writes, each one transaction with its audit entry (append-only `adminAudit`), so an
 * edit is never without its record. Transactions go straight to the server (no offline queue): a
 * failure is reported, never left pending.
 */
export function createAdminWrites(
  deps: FirebaseAdminDeps,
): Pick<AdminDataClient, "updateBrandSignup" | "deleteBrandSignup" | "deleteContactMessage" | "logAdminSignIn"> {
  const audit = (transaction: Transaction, db: Firestore, entry: AdminAuditDocument) =>
    transaction.set(doc(collection(db, "adminAudit")), entry);

  async function write<T>(fallback: string, body: (db: Firestore, admin: AdminCaller) => Promise<T>): Promise<T> {
    const admin = signedIn(deps);
    try {
      return await body(deps.firestore(), admin);
    } catch (error) {
      throw firestoreError(error, fallback, true);
    }
  }

  async function remove(
    collectionName: string,
    id: string,
    missing: string,
    action: AdminAuditAction,
    fallback: string,
  ) {
    await write(fallback, (db, admin) =>
      runTransaction(db, async (transaction) => {
        if (!id || id.includes("/")) throw new BackendError(missing, 404, "not-found");
        const target = doc(db, collectionName, id);
        if (!(await transaction.get(target)).exists()) throw new BackendError(missing, 404, "not-found");
        transaction.delete(target);
        audit(transaction, db, auditEntry(admin, action, id, nowIso(deps)));
      }),
    );
  }

  return {
    async updateBrandSignup(id, changes, options) {
      const parsed = updateBrandSignupSchema.safeParse({ id, ...changes });
      if (!parsed.success) throw new BackendError(parsed.error.issues[0]!.message, 400, "invalid-argument");
      const { id: _id, ...valid } = parsed.data;
      return write("Failed to update signup", (db, admin) =>
        runTransaction(db, async (transaction) => {
          const target = doc(db, "brand_signups", id);
          const snapshot = await transaction.get(target);
          if (!snapshot.exists()) throw new BackendError(SIGNUP_NOT_FOUND, 404, "not-found");
          const current = snapshot.data() as BrandSignupDocument;
          if (options?.expectedUpdatedAt !== undefined && options.expectedUpdatedAt !== current.updated_at) {
            throw new BackendError(BRAND_SIGNUP_CONFLICT, 409, "conflict", { ...current, id });
          }
          const before = Object.fromEntries(Object.keys(valid).map((key) => [key, current[key as keyof typeof valid]]));
          const now = nowIso(deps);
          const updated_at = nextUpdatedAt(now, current.updated_at);
          transaction.update(target, { ...valid, updated_at });
          audit(transaction, db, auditEntry(admin, "update_brand_signup", id, now, { before, after: valid }));
          return { updated_at };
        }),
      );
    },

    deleteBrandSignup: (id) =>
      remove("brand_signups", id, SIGNUP_NOT_FOUND, "delete_brand_signup", "Failed to delete signup"),

    deleteContactMessage: (id) =>
      remove("contact_messages", id, MESSAGE_NOT_FOUND, "delete_contact_message", "Failed to delete message"),

    async logAdminSignIn() {
      await write("Failed to log sign-in", (db, admin) =>
        runTransaction(db, async (transaction) => {
          const at = nowIso(deps);
          const login: AdminLoginDocument = { email: admin.email, uid: admin.uid, timestamp: at };
          transaction.set(doc(collection(db, "adminLogins")), login);
          audit(transaction, db, auditEntry(admin, "admin_sign_in", admin.uid, at));
        }),
      );
    },
  };
}
