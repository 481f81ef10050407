import {
  deleteBrandSignup,
  listBrandSignups,
  listContactMessages,
  listCreatorApplications,
  logAdminSignIn,
  updateBrandSignup,
} from "~/core/handlers/admin-data";
import { addContactMessage } from "~/core/handlers/contact-message";
import type { createRouter } from "../http/router";
import { operation, type OperationDeps } from "./operation";

const queryInput = ({ query }: { query: URLSearchParams }) => Object.fromEntries(query);

/**
 * What the admin panel reads and writes (product.md §P5 "Database"), as REST over the core's handlers:
 *   GET    /data/{list}?limit=&cursor=     newest first, 50 a page
 *   PATCH  /data/brand-signups/{id}        status / notes / meeting_signed_up
 *   DELETE /data/brand-signups/{id}
 *   POST   /data/contact-messages          public: the contact form
 *   POST   /data/admin-logins              logs the admin's sign-in
 * The live lists (`/data/{list}/live`) are in src/server/live/live-routes.ts.
 */
export function registerAdminDataRoutes(router: ReturnType<typeof createRouter>, deps: OperationDeps): void {
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
}
