import { deleteBrandSignup, deleteContactMessage, logAdminSignIn, updateBrandSignup } from "~/core/handlers/admin-data";
import { getAdminItem, listAdminItems } from "~/core/handlers/admin-lists";
import { adminOverview, countAdminList } from "~/core/handlers/admin-overview";
import { applicationFileAddresses } from "~/core/handlers/application-files";
import { erasePerson, findPerson } from "~/core/handlers/people";
import type { createRouter } from "../http/router";
import { operation, type OperationDeps } from "./operation";

const queryInput = ({ query }: { query: URLSearchParams }) => Object.fromEntries(query);

/**
 * What the admin panel reads and writes, as REST over the core's handlers (all admin only, the
 * server deciding from the verified account; the public contact form is POST /api/contact-message):
 *   GET    /data/overview                          counts per status, 12 weekly counts
 *   GET    /data/{list}?status=&search=&cursor=    newest first, 50 a page, exact cursors
 *   GET    /data/{list}/counts                     aggregate counts per status
 *   GET    /data/{list}/{id}                       one record
 *   GET    /data/creator-applications/{id}/files   addresses the player opens for its files
 *   PATCH  /data/brand-signups/{id}                status / notes / meeting_signed_up (+ expectedUpdatedAt)
 *   DELETE /data/brand-signups/{id}
 *   DELETE /data/contact-messages/{id}             erasure requests
 *   POST   /data/admin-logins                      logs the admin's sign-in
 *   POST   /data/people {email}                    everything held about one address (People)
 *   POST   /data/people/erase {email}              erases it, audited with counts only
 * Lists: creator-applications, brand-signups, contact-messages, newsletter-subscribers, admin-audit
 * (read-only: nothing edits or deletes an activity entry). Live pages and CSV downloads are in
 * src/server/live/; register those first, so `live` and `export.csv` are never taken for ids.
 */
export function registerAdminDataRoutes(router: ReturnType<typeof createRouter>, deps: OperationDeps): void {
  // The address goes in the body, never in a URL that logs keep.
  router.add("POST", /^\/data\/people$/, operation(deps, findPerson, { body: "json" }));
  router.add("POST", /^\/data\/people\/erase$/, operation(deps, erasePerson, { body: "json" }));
  router.add("GET", /^\/data\/overview$/, operation(deps, adminOverview, { body: "none" }));
  router.add(
    "GET",
    /^\/data\/([a-z-]+)$/,
    operation(deps, listAdminItems, {
      body: "none",
      input: (match) => ({ ...queryInput(match), list: match.params[0] }),
    }),
  );
  router.add(
    "GET",
    /^\/data\/([a-z-]+)\/counts$/,
    operation(deps, countAdminList, { body: "none", input: ({ params }) => ({ list: params[0] }) }),
  );
  router.add(
    "GET",
    /^\/data\/creator-applications\/([^/]+)\/files$/,
    operation(deps, applicationFileAddresses, { body: "none", input: ({ params }) => ({ id: params[0] }) }),
  );
  router.add(
    "GET",
    /^\/data\/([a-z-]+)\/([^/]+)$/,
    operation(deps, getAdminItem, { body: "none", input: ({ params }) => ({ list: params[0], id: params[1] }) }),
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
    "DELETE",
    /^\/data\/contact-messages\/([^/]+)$/,
    operation(deps, deleteContactMessage, { body: "none", input: ({ params }) => ({ id: params[0] }) }),
  );
  router.add("POST", /^\/data\/admin-logins$/, operation(deps, logAdminSignIn, { body: "none" }));
}
