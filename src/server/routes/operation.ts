import type { IncomingMessage, ServerResponse } from "node:http";
import type { HandlerResult, RequestContext } from "~/core/context";
import type { CorePorts } from "~/core/ports";
import type { TokenVerifier } from "../auth/verify-token";
import { readFormFields, readJson } from "../http/body";
import { clientKey, type RateLimiter } from "~/firebase/http/rate-limit";
import { sendError, sendJson } from "../http/respond";
import type { RouteHandler, RouteMatch } from "../http/router";

export type CoreHandler = (input: unknown, context: RequestContext, ports: CorePorts) => Promise<HandlerResult>;

/** Room for the longest text field (5,000 characters, up to 4 bytes each) plus the rest. */
export const JSON_LIMIT = 32 * 1024;
/** The application's text fields plus the JSON list of three file references. */
export const FORM_LIMIT = 64 * 1024;
export const TOO_MANY_REQUESTS = "Too many requests. Please wait a minute and try again.";

export interface OperationDeps {
  ports: CorePorts;
  tokens: TokenVerifier;
  rateLimiter: RateLimiter;
}

export interface OperationOptions {
  body: "json" | "form" | "none";
  /** Public endpoints are rate-limited per client, counted per group. */
  rateLimitGroup?: string;
  /** Builds the handler's input from the path parameters, query and body. */
  input?: (match: RouteMatch, body: unknown) => unknown;
}

/** Adapts one pure core handler to HTTP: limits, body parsing, caller, status + JSON body. */
export function operation(deps: OperationDeps, handler: CoreHandler, options: OperationOptions): RouteHandler {
  return async (req: IncomingMessage, res: ServerResponse, match: RouteMatch) => {
    if (options.rateLimitGroup && !deps.rateLimiter.take(`${options.rateLimitGroup}:${clientKey(req)}`)) {
      req.resume();
      res.setHeader("retry-after", "60");
      return sendError(res, 429, TOO_MANY_REQUESTS);
    }
    const body =
      options.body === "json"
        ? await readJson(req, JSON_LIMIT)
        : options.body === "form"
          ? await readFormFields(req, FORM_LIMIT)
          : undefined;
    const context: RequestContext = {
      caller: await deps.tokens.callerFrom(req),
      remoteIp: req.socket.remoteAddress,
      clientKey: clientKey(req),
    };
    const input = options.input ? options.input(match, body) : body;
    const result = await handler(input, context, deps.ports);
    sendJson(res, result.status, result.body);
  };
}
