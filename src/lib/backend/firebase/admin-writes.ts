import { collection, doc, runTransaction, type Firestore, type Transaction } from "firebase/firestore";
import { searchTokensFor } from "~/shared/admin-lists";
import type { AdminAuditAction } from "~/shared/constants";
import type { AdminAuditDocument, AdminLoginDocument, BrandSignupDocument } from "~/shared/documents";
import {
  BRAND_SIGNUP_CONFLICT,
  deleteBrandSignupSchema,
  deleteContactMessageSchema,
  updateBrandSignupSchema,
} from "~/shared/schemas/admin";
import { BackendError, type AdminDataClient } from "../types";
import { nowIso, signedIn, type AdminCaller, type FirebaseAdminDeps } from "./admin-context";
import { present } from "./admin-query";
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
export function nextUpdatedAt(now: string, previous: unknown): string {
  if (typeof previous !== "string" || now > previous) return now;
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

  /** Checks the id as the server does (400), then deletes in a transaction with the audit entry (404 when gone). */
  async function remove(
    target: { collection: string; id: unknown; schema: typeof deleteBrandSignupSchema },
    missing: string,
    action: AdminAuditAction,
    fallback: string,
  ) {
    signedIn(deps);
    const parsed = target.schema.safeParse({ id: target.id });
    if (!parsed.success) throw new BackendError(parsed.error.issues[0]!.message, 400, "invalid-argument");
    const { id } = parsed.data;
    await write(fallback, (db, admin) =>
      runTransaction(db, async (transaction) => {
        const document = doc(db, target.collection, id);
        if (!(await transaction.get(document)).exists()) throw new BackendError(missing, 404, "not-found");
        transaction.delete(document);
        // The entry names the record, never its content (erasure requests).
        audit(transaction, db, auditEntry(admin, action, id, nowIso(deps)));
      }),
    );
  }

  return {
    async updateBrandSignup(id, changes, options) {
      signedIn(deps);
      const parsed = updateBrandSignupSchema.safeParse({
        id,
        ...changes,
        expectedUpdatedAt: options?.expectedUpdatedAt,
      });
      if (!parsed.success) throw new BackendError(parsed.error.issues[0]!.message, 400, "invalid-argument");
      const { id: _id, expectedUpdatedAt, ...requested } = parsed.data;
      const valid = Object.fromEntries(Object.entries(requested).filter(([, value]) => value !== undefined));
      return write("Failed to update signup", (db, admin) =>
        runTransaction(db, async (transaction) => {
          const target = doc(db, "brand_signups", id);
          const snapshot = await transaction.get(target);
          if (!snapshot.exists()) throw new BackendError(SIGNUP_NOT_FOUND, 404, "not-found");
          const current = snapshot.data() as BrandSignupDocument;
          if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== current.updated_at) {
            throw new BackendError(BRAND_SIGNUP_CONFLICT, 409, "conflict", present({ id, data: current }));
          }
          const before = Object.fromEntries(
            Object.keys(valid).map((key) => [key, current[key as keyof BrandSignupDocument] ?? null]),
          );
          const now = nowIso(deps);
          const updated_at = nextUpdatedAt(now, current.updated_at);
          transaction.update(target, { ...valid, updated_at });
          audit(transaction, db, auditEntry(admin, "update_brand_signup", id, now, { before, after: valid }));
          return { updated_at };
        }),
      );
    },

    deleteBrandSignup: (id) =>
      remove(
        { collection: "brand_signups", id, schema: deleteBrandSignupSchema },
        SIGNUP_NOT_FOUND,
        "delete_brand_signup",
        "Failed to delete signup",
      ),

    deleteContactMessage: (id) =>
      remove(
        { collection: "contact_messages", id, schema: deleteContactMessageSchema },
        MESSAGE_NOT_FOUND,
        "delete_contact_message",
        "Failed to delete message",
      ),

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
