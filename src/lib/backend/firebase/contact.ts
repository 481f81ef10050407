import { encodeContactMessage } from "~/shared/wire/forms";
import { withAttribution } from "../../attribution";
import { BackendError, type ContactClient } from "../types";

/** The contact function (firebase.json rewrites it like every /api path). */
export const CONTACT_PATH = "/api/contact-message";
const FAILED = "Failed to send message. Please try again later.";

/**
 * The contact form goes through the `contactMessage` function: the core
 * stores exactly {name, email, message, createdAt} with the search tokens the admin's search needs,
 * and its duplicate window and rate limit apply. (firestore.rules would let the browser create the
 * document itself, but without search tokens and with nothing in front of it.)
 */
export function createFirebaseContact(deps: {
  fetch?: typeof fetch;
  /** Prefix for the path; same origin by default. */
  baseUrl?: string;
  /** App Check, which the function requires in production. */
  headers?: () => Promise<Record<string, string>>;
}): ContactClient {
  return {
    async sendContactMessage(input) {
      let response: Response;
      try {
        response = await (deps.fetch ?? fetch)(`${deps.baseUrl ?? ""}${CONTACT_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(await deps.headers?.()) },
          body: JSON.stringify(encodeContactMessage(withAttribution(input))),
        });
      } catch {
        throw new BackendError(FAILED, undefined, "network");
      }
      if (response.ok) return;
      const body = (await response.json().catch(() => ({}))) as { error?: unknown };
      const message = typeof body.error === "string" && body.error.trim() ? body.error : FAILED;
      throw new BackendError(message, response.status);
    },
  };
}
