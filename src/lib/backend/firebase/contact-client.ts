import type { ContactClient } from "../types";
import { createFirebaseContact } from "./contact";
import { appFirestore } from "./services";

/** The contact form's client: Firestore without Firebase Auth, which a visitor's message never needs. */
export const contactClient: ContactClient = createFirebaseContact({ firestore: appFirestore });
