import { collection, doc, runTransaction, type Firestore } from "firebase/firestore";
import type { ContactMessageDocument } from "~/shared/documents";
import { contactMessageSchema } from "~/shared/schemas/contact-message";
import { BackendError, type ContactClient } from "../types";

const FAILED = "Failed to send message. Please try again later.";

/**
 * The contact form writes straight to `contact_messages`, which firestore.rules lets anyone create
 * with exactly {name, email, message, createdAt} within the form's limits. It is a one-write
 * transaction rather than addDoc: addDoc would wait silently in the offline queue (and be lost with
 * the tab), where the visitor must be told that the message did not go.
 */
export function createFirebaseContact(deps: { firestore(): Firestore; now?(): Date }): ContactClient {
  return {
    async sendContactMessage(input) {
      const parsed = contactMessageSchema.safeParse(input);
      if (!parsed.success) throw new BackendError(parsed.error.issues[0]!.message, 400, "invalid-argument");
      const message: ContactMessageDocument = {
        name: parsed.data.name,
        email: parsed.data.email,
        message: parsed.data.message,
        createdAt: (deps.now?.() ?? new Date()).toISOString(),
      };
      try {
        const db = deps.firestore();
        await runTransaction(db, async (transaction) => {
          transaction.set(doc(collection(db, "contact_messages")), message);
        });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new BackendError(FAILED, undefined, typeof code === "string" ? code : "unknown");
      }
    },
  };
}
