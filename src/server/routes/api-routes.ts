import { getApplicationStatus, resendStatusLink, withdrawApplication } from "~/core/handlers/application-status";
import { approveCreator } from "~/core/handlers/approve-creator";
import { addContactMessage } from "~/core/handlers/contact-message";
import { confirmSubscription } from "~/core/handlers/confirm-subscription";
import { submitCreatorApplication } from "~/core/handlers/creator-application";
import { deleteCreatorApplication } from "~/core/handlers/delete-creator-application";
import { subscribeToWaitlist } from "~/core/handlers/subscribe-to-waitlist";
import { unsubscribe, unsubscribeOneClick } from "~/core/handlers/unsubscribe";
import { clientKey } from "~/firebase/http/rate-limit";
import { sendError } from "../http/respond";
import type { createRouter } from "../http/router";
import { operation, TOO_MANY_REQUESTS, type CoreHandler, type OperationDeps } from "./operation";

const ONE_CLICK_PATH = "/api/unsubscribe/one-click";

/** The endpoints of product.md §P5, the contact form's and the consent links', each a thin adapter over its core handler. */
export function registerApiRoutes(router: ReturnType<typeof createRouter>, deps: OperationDeps): void {
  const post = (name: string, handler: CoreHandler, options: Parameters<typeof operation>[2]) =>
    router.add("POST", new RegExp(`^/api/${name}$`), operation(deps, handler, options));

  post("subscribe-to-waitlist", subscribeToWaitlist, { body: "json", rateLimitGroup: "subscribe" });
  post("creator-application", submitCreatorApplication, { body: "form", rateLimitGroup: "application" });
  post("approve-creator", approveCreator, { body: "json" });
  post("delete-creator-application", deleteCreatorApplication, { body: "json" });
  // The contact form: the same path as the Firebase backend's contactMessage function.
  post("contact-message", addContactMessage, { body: "json", rateLimitGroup: "contact" });

  // The applicant's private status page (the token is the key) and the "send me my link again" form.
  post("application-status", getApplicationStatus, { body: "json", rateLimitGroup: "consent" });
  post("application-status/withdraw", withdrawApplication, { body: "json", rateLimitGroup: "consent" });
  post("application-status/resend", resendStatusLink, { body: "json", rateLimitGroup: "status-link" });

  post("confirm-subscription", confirmSubscription, { body: "json", rateLimitGroup: "consent" });
  post("unsubscribe", unsubscribe, { body: "json", rateLimitGroup: "consent" });
  // RFC 8058: the List-Unsubscribe URL takes a form POST of `List-Unsubscribe=One-Click`, token in the URL.
  post("unsubscribe/one-click", unsubscribeOneClick, {
    body: "form",
    rateLimitGroup: "consent",
    input: (match, body) => ({ token: match.query.get("token"), body }),
  });
  // Mail scanners fetch links: a GET only shows the unsubscribe page, whose button does the POST.
  router.add("GET", new RegExp(`^${ONE_CLICK_PATH}$`), (req, res, match) => {
    if (!deps.rateLimiter.take(`consent:${clientKey(req)}`)) return sendError(res, 429, TOO_MANY_REQUESTS);
    const token = match.query.get("token") ?? "";
    res.writeHead(303, { location: `/unsubscribe?token=${encodeURIComponent(token)}`, "cache-control": "no-store" });
    res.end();
  });
}
