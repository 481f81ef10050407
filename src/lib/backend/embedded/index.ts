import { firebaseAuthClient } from "../firebase-auth";
import { createHttpApiClient } from "../http-api";
import { encodeContactMessage, type ContactMessageInput } from "~/shared/wire/forms";
import type { Backend } from "../types";
import { createEmbeddedAdminData } from "./admin-data";
import { authorisedJson } from "./request";
import { createEmbeddedUploads } from "./uploads";

/** The embedded backend: the local server for data and files, the Auth emulator for sessions. */
export function createEmbeddedBackend(): Backend {
  const getIdToken = () => firebaseAuthClient.getIdToken();
  return {
    auth: firebaseAuthClient,
    contact: {
      async sendContactMessage(input: ContactMessageInput) {
        // The same path as the Firebase backend's contactMessage function (firebase.json).
        await authorisedJson({ getIdToken: async () => null }, "POST", "/api/contact-message", {
          body: encodeContactMessage(input),
          requireToken: false,
          fallbackError: "Failed to send message. Please try again later.",
        });
      },
    },
    api: createHttpApiClient({ getIdToken }),
    adminData: createEmbeddedAdminData({ getIdToken }),
    uploads: createEmbeddedUploads({ getIdToken }),
  };
}
