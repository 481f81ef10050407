import type { IncomingMessage, ServerResponse } from "node:http";

export interface RouteMatch {
  params: string[];
  query: URLSearchParams;
}

export type RouteHandler = (req: IncomingMessage, res: ServerResponse, match: RouteMatch) => Promise<void> | void;

interface Route {
  method: string;
  pattern: RegExp;
  handler: RouteHandler;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A tiny method + regex router; the server has a dozen routes, no framework needed. */
export function createRouter() {
  const routes: Route[] = [];
  return {
    add(method: string, pattern: RegExp, handler: RouteHandler) {
      routes.push({ method, pattern, handler });
    },
    /** "none" when no pattern matches the path; "method" when the path exists with other methods. */
    find(method: string, url: string): { handler: RouteHandler; match: RouteMatch } | "none" | "method" {
      const [pathname = "/", search = ""] = url.split("?", 2);
      let pathMatched = false;
      for (const route of routes) {
        const found = route.pattern.exec(pathname);
        if (!found) continue;
        pathMatched = true;
        if (route.method !== method) continue;
        const params = found.slice(1).map((part) => safeDecode(part ?? ""));
        if (params.some((param) => param === null)) return "none";
        return { handler: route.handler, match: { params: params as string[], query: new URLSearchParams(search) } };
      }
      return pathMatched ? "method" : "none";
    },
  };
}
