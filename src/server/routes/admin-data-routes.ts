import { requireAdmin } from "~/core/context";
import {
  ADMIN_LIST_ORDER,
  deleteBrandSignup,
  listBrandSignups,
  listContactMessages,
  listCreatorApplications,
  logAdminSignIn,
  updateBrandSignup,
  type AdminListCollection,
} from "~/core/handlers/admin-data";
import { addContactMessage } from "~/core/handlers/contact-message";
import { ADMIN_LIST_LIMIT } from "~/shared/constants";
import { sendError, sendJson } from "../http/respond";
import type { createRouter } from "../http/router";
import type { LiveFeeds } from "../live/live-feeds";
import { operation, type OperationDeps } from "./operation";

/** URL segment → collection of the admin lists. */
export const ADMIN_LISTS: Record<string, AdminListCollection> = {
  "creator-applications": "creator_applications",
  "brand-signups": "brand_signups",
  "contact-messages": "contact_messages",
};

const queryInput = ({ query }: { query: URLSearchParams }) => Object.fromEntries(query);

/**
 * What the admin panel reads and writes (SPEC §7 "Database"), as REST over the core's handlers:
 *   GET    /data/{list}?limit=&cursor=     newest first, 50 a page
 *   POST   /data/live-tickets              one-use ticket for the EventSource below
 *   GET    /data/{list}/live?ticket=       server-sent `snapshot` events of the first page
 *   PATCH  /data/brand-signups/{id}        status / notes / meeting_signed_up
 *   DELETE /data/brand-signups/{id}
 *   POST   /data/contact-messages          public: the contact form
 *   POST   /data/admin-logins              logs the admin's sign-in
 */
export function registerAdminDataRoutes(
  router: ReturnType<typeof createRouter>,
  deps: OperationDeps,
  live: LiveFeeds,
): void {
  router.add(
    "GET",
    /^\/data\/creator-applications$/,
    operation(deps, listCreatorApplications, { body: "none", input: queryInput }),
  );
  router.add("GET", /^\/data\/brand-signups$/, operation(deps, listBrandSignups, { body: "none", input: queryInput }));
  router.add(
    "GET",
    /^\/data\/contact-messages$/,
    operation(deps, listContactMessages, { body: "none", input: queryInput }),
  );

  router.add(
    "PATCH",
    /^\/data\/brand-signups\/([^/]+)$/,
    operation(deps, updateBrandSignup, {
      body: "json",
      input: ({ params }, body) => ({ ...(body as object), id: params[0] }),
    }),
  );
  router.add(
    "DELETE",
    /^\/data\/brand-signups\/([^/]+)$/,
    operation(deps, deleteBrandSignup, { body: "none", input: ({ params }) => ({ id: params[0] }) }),
  );
  router.add(
    "POST",
    /^\/data\/contact-messages$/,
    operation(deps, addContactMessage, { body: "json", rateLimitGroup: "contact" }),
  );
  router.add("POST", /^\/data\/admin-logins$/, operation(deps, logAdminSignIn, { body: "none" }));

  router.add("POST", /^\/data\/live-tickets$/, async (req, res) => {
    const caller = await deps.tokens.callerFrom(req);
    const denied = requireAdmin({ caller });
    if (denied) return sendJson(res, denied.status, denied.body);
    sendJson(res, 201, { ticket: live.issueTicket(caller!) });
  });

  router.add("GET", /^\/data\/([a-z-]+)\/live$/, async (req, res, { params, query }) => {
    const collection = ADMIN_LISTS[params[0] ?? ""];
    if (!collection) return sendError(res, 404, "Not found.");
    const caller = live.redeemTicket(query.get("ticket"));
    if (!caller) return sendError(res, 401, "Authentication required");
    live.stream(req, res, collection, { orderBy: ADMIN_LIST_ORDER[collection], limit: ADMIN_LIST_LIMIT }, (items) => ({
      items: items.map(({ id, data }) => ({ ...data, id })),
    }));
  });
}
