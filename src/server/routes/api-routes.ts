import { approveCreator } from "~/core/handlers/approve-creator";
import { submitCreatorApplication } from "~/core/handlers/creator-application";
import { deleteCreatorApplication } from "~/core/handlers/delete-creator-application";
import { subscribeToWaitlist } from "~/core/handlers/subscribe-to-waitlist";
import type { createRouter } from "../http/router";
import { operation, type CoreHandler, type OperationDeps } from "./operation";

/** The five endpoints of SPEC §7, each a thin adapter over its core handler. */
export function registerApiRoutes(router: ReturnType<typeof createRouter>, deps: OperationDeps): void {
  const post = (name: string, handler: CoreHandler, options: Parameters<typeof operation>[2]) =>
    router.add("POST", new RegExp(`^/api/${name}$`), operation(deps, handler, options));

  post("subscribe-to-waitlist", subscribeToWaitlist, { body: "json", rateLimitGroup: "subscribe" });
  post("creator-application", submitCreatorApplication, { body: "form", rateLimitGroup: "application" });
  post("approve-creator", approveCreator, { body: "json" });
  post("delete-creator-application", deleteCreatorApplication, { body: "json" });
}
