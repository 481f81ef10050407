import { AUTH_REQUIRED, requireAdmin } from "~/core/context";
import { ADMIN_LIST_ORDER, type AdminListCollection } from "~/core/handlers/admin-data";
import { ADMIN_LIST_LIMIT } from "~/shared/constants";
import type { TokenVerifier } from "../auth/verify-token";
import { sendError, sendJson } from "../http/respond";
import type { createRouter } from "../http/router";
import type { LiveFeeds } from "./live-feeds";
import { stillAdmin } from "./live-tickets";

/** URL segment → collection; a Map, so names like `constructor` find nothing. */
const LIVE_LISTS = new Map<string, AdminListCollection>([
  ["creator-applications", "creator_applications"],
  ["brand-signups", "brand_signups"],
  ["contact-messages", "contact_messages"],
]);

const TOO_MANY_STREAMS = "Too many live connections. Close other admin tabs and try again.";

/**
 *   POST /data/live-tickets          one-use ticket for the EventSource below (admin only)
 *   GET  /data/{list}/live?ticket=   server-sent `snapshot` events of the list's first page
 */
export function registerLiveRoutes(
  router: ReturnType<typeof createRouter>,
  { tokens }: { tokens: TokenVerifier },
  live: LiveFeeds,
): void {
  router.add("POST", /^\/data\/live-tickets$/, async (req, res) => {
    const authorization = req.headers.authorization;
    const caller = await tokens.callerFromHeader(authorization);
    const denied = requireAdmin({ caller });
    if (denied) return sendJson(res, denied.status, denied.body);
    const ticket = live.issueTicket({ caller: caller!, recheck: () => tokens.callerFromHeader(authorization) });
    if (!ticket) {
      res.setHeader("retry-after", "60");
      return sendError(res, 429, TOO_MANY_STREAMS);
    }
    sendJson(res, 201, { ticket });
  });

  router.add("GET", /^\/data\/([a-z-]+)\/live$/, async (req, res, { params, query }) => {
    const holder = live.redeemTicket(query.get("ticket"));
    // A ticket is worth only what its admin still is when it is spent, not when it was bought.
    if (!holder || !(await stillAdmin(holder))) return sendError(res, 401, AUTH_REQUIRED);
    // Gone while the admin was checked: its close event has passed, so a stream would never end.
    if (res.destroyed) return;
    const collection = LIVE_LISTS.get(params[0] ?? "");
    if (!collection) return sendError(res, 404, "Not found.");
    const list = { collection, orderBy: ADMIN_LIST_ORDER[collection], limit: ADMIN_LIST_LIMIT };
    if (live.stream(req, res, list, holder) === "too-many") {
      res.setHeader("retry-after", "30");
      sendError(res, 429, TOO_MANY_STREAMS);
    }
  });
}
