import {
  getApplicationStatus,
  resendStatusLink,
  withdrawApplication,
} from "@functions/core/handlers/application-status";
import { approveCreator } from "@functions/core/handlers/approve-creator";
import { confirmSubscription } from "@functions/core/handlers/confirm-subscription";
import { addContactMessage } from "@functions/core/handlers/contact-message";
import { submitCreatorApplication } from "@functions/core/handlers/creator-application";
import { deleteCreatorApplication } from "@functions/core/handlers/delete-creator-application";
import { openUpload, UPLOAD_CAPS } from "@functions/core/handlers/open-upload";
import { subscribeToWaitlist } from "@functions/core/handlers/subscribe-to-waitlist";
import { oneClickLinkSigned, unsubscribe, unsubscribeOneClick } from "@functions/core/handlers/unsubscribe";
import type { HandlerResult } from "@functions/core/context";
import { RELEASE } from "~/shared/release";
import { ERROR_REPORT_PATH } from "~/shared/error-report";
import type { RuntimeOutcome } from "../runtime/runtime";
import { recordClientErrors } from "./client-errors";
import { entryPoint, type EntryOptions, type FunctionRequest, type FunctionResponse } from "./entry-point";
import { createHealthCheck } from "./health";

/**
 * The HTTP functions and the path Hosting rewrites to each (firebase.json): the five endpoints of
 * product.md §P5, the consent links' and the contact form, each a thin entry over its core handler.
 */
export const API_PATHS = {
  subscribeToWaitlist: "/api/subscribe-to-waitlist",
  creatorApplication: "/api/creator-application",
  approveCreator: "/api/approve-creator",
  deleteCreatorApplication: "/api/delete-creator-application",
  confirmSubscription: "/api/confirm-subscription",
  unsubscribe: "/api/unsubscribe",
  unsubscribeOneClick: "/api/unsubscribe/one-click",
  contactMessage: "/api/contact-message",
  applicationStatus: "/api/application-status",
  withdrawApplication: "/api/application-status/withdraw",
  resendStatusLink: "/api/application-status/resend",
  openUpload: "/api/open-upload",
  clientErrors: ERROR_REPORT_PATH,
  health: "/api/health",
} as const;

export type ApiFunctionName = keyof typeof API_PATHS;
type HttpFunction = (req: FunctionRequest, res: FunctionResponse) => Promise<void>;

/**
 * The runtime's grants and caps; the entry point has already answered 500 when the runtime did not
 * start. Every request of the local stack comes from one address (127.0.0.1), so there the cap per
 * address is lifted; the caps per uid and per hour hold everywhere.
 */
function uploadGrants(loadRuntime: () => RuntimeOutcome) {
  const loaded = loadRuntime();
  if (!loaded.ok) throw new Error("The runtime is not configured");
  const { production } = loaded.runtime.config;
  return {
    grants: loaded.runtime.uploadGrants,
    caps: production ? UPLOAD_CAPS : { ...UPLOAD_CAPS, perClientPerDay: 10_000 },
  };
}

/** Mail scanners fetch links: a GET of the one-click address only opens the unsubscribe page, whose button POSTs. */
async function unsubscribePage(token: unknown): Promise<HandlerResult> {
  return { status: 200, body: { location: `/unsubscribe?token=${encodeURIComponent(String(token))}` } };
}

async function redirect(result: HandlerResult, res: FunctionResponse): Promise<boolean> {
  res.set("cache-control", "no-store");
  res.redirect(303, (result.body as { location: string }).location);
  return true;
}

export function createApiFunctions(loadRuntime: () => RuntimeOutcome): Record<ApiFunctionName, HttpFunction> {
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` with the token in the URL, and no App Check
  // token; so both methods count in the tokenless group `one-click`, never in one App-Checked endpoints
  // share, and only once the link's signature verifies: a forged link counts in `one-click-unsigned`.
  const oneClick: Pick<EntryOptions, "rateLimitGroup" | "unverified"> = {
    rateLimitGroup: "one-click",
    unverified: { group: "one-click-unsigned", verified: (req, ports) => oneClickLinkSigned(req.query.token, ports) },
  };
  const oneClickPost = entryPoint(loadRuntime, unsubscribeOneClick, {
    ...oneClick,
    body: "form",
    input: (req, body) => ({ token: req.query.token, body }),
  });
  const oneClickGet = entryPoint(
    loadRuntime,
    unsubscribePage,
    {
      ...oneClick,
      method: "GET",
      body: "none",
      input: (req) => (typeof req.query.token === "string" ? req.query.token : ""),
    },
    redirect,
  );
  return {
    subscribeToWaitlist: entryPoint(loadRuntime, subscribeToWaitlist, { body: "json", rateLimitGroup: "subscribe" }),
    creatorApplication: entryPoint(loadRuntime, submitCreatorApplication, {
      body: "form",
      rateLimitGroup: "application",
    }),
    approveCreator: entryPoint(loadRuntime, approveCreator, { body: "json" }),
    deleteCreatorApplication: entryPoint(loadRuntime, deleteCreatorApplication, { body: "json" }),
    confirmSubscription: entryPoint(loadRuntime, confirmSubscription, { body: "json", rateLimitGroup: "consent" }),
    unsubscribe: entryPoint(loadRuntime, unsubscribe, { body: "json", rateLimitGroup: "consent" }),
    contactMessage: entryPoint(loadRuntime, addContactMessage, { body: "json", rateLimitGroup: "contact" }),
    applicationStatus: entryPoint(loadRuntime, getApplicationStatus, { body: "json", rateLimitGroup: "consent" }),
    withdrawApplication: entryPoint(loadRuntime, withdrawApplication, { body: "json", rateLimitGroup: "consent" }),
    resendStatusLink: entryPoint(loadRuntime, resendStatusLink, { body: "json", rateLimitGroup: "status-link" }),
    // Each upload's session is opened here first: the human check (once an application), the caps, and
    // the size and type declared up front.
    openUpload: entryPoint(
      loadRuntime,
      (input, context, ports) =>
        openUpload(input, context, {
          ...uploadGrants(loadRuntime),
          clock: ports.clock,
          humanCheck: ports.humanCheck,
          config: ports.config,
        }),
      { body: "json", rateLimitGroup: "upload" },
    ),
    unsubscribeOneClick: (req, res) => (req.method === "GET" ? oneClickGet(req, res) : oneClickPost(req, res)),
    clientErrors: entryPoint(
      loadRuntime,
      (input, context, ports) => {
        const loaded = loadRuntime();
        if (!loaded.ok) throw new Error("The runtime is not configured");
        return recordClientErrors(loaded.runtime.errors)(input, context, ports);
      },
      { body: "json", rateLimitGroup: "client-errors" },
    ),
    health: createHealthCheck(loadRuntime, { release: RELEASE }),
  };
}
