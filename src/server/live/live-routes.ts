import { AUTH_REQUIRED, requireAdmin } from "~/core/context";
import { adminListQuery } from "~/core/handlers/admin-lists";
import type { TokenVerifier } from "../auth/verify-token";
import { sendError, sendJson } from "../http/respond";
import type { createRouter } from "../http/router";
import type { LiveFeeds } from "./live-feeds";
import { stillAdmin } from "./live-tickets";

const TOO_MANY_STREAMS = "Too many live connections. Close other admin tabs and try again.";

/**
 *   POST /data/live-tickets                                   one-use ticket (admin only), for the
 *                                                             EventSource below and CSV downloads
 *   GET  /data/{list}/live?ticket=&status=&search=&cursor=    server-sent `snapshot` events of exactly
 *                                                             that page: `{ items, nextCursor }`
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
    const { ticket: _ticket, ...filter } = Object.fromEntries(query);
    // List names are looked up in a fixed table (a Map), so `constructor` is a 404 like any unknown list.
    const built = adminListQuery(params[0] ?? "", filter);
    if (!built.ok) return sendError(res, built.failure.status, built.failure.body.error);
    const outcome = live.stream(req, res, { collection: built.collection, query: built.query }, holder);
    if (outcome === "invalid-cursor") return sendError(res, 400, "Invalid cursor");
    if (outcome === "too-many") {
      res.setHeader("retry-after", "30");
      sendError(res, 429, TOO_MANY_STREAMS);
    }
  });
}
