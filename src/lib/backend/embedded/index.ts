import { firebaseAuthClient } from "../firebase-auth";
import { BackendError, type Backend, type ContactMessageInput } from "../types";

async function postJson(url: string, body: unknown): Promise<Response> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as { error?: string };
    throw new BackendError(data.error ?? `Request failed (${response.status})`, response.status);
  }
  return response;
}

/** The embedded backend: the local server for data and files, the Auth emulator for sessions. */
export function createEmbeddedBackend(): Backend {
  return {
    auth: firebaseAuthClient,
    contact: {
      async sendContactMessage(input: ContactMessageInput) {
        await postJson("/data/contact-messages", input);
      },
    },
  };
}
