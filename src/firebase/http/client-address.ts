import type { FunctionRequest } from "./entry-point";

/**
 * The client's address as Google's front end saw it. Behind the Functions Framework (and the
 * Functions emulator, which sets Express's `trust proxy`), `req.ip` is the LEFT-most
 * `X-Forwarded-For` entry: text the client wrote itself, so a fresh value per request would buy a
 * fresh rate-limit allowance and duplicate window. Google's front end APPENDS the address of the
 * peer that opened the connection to it, so the RIGHT-most entry is the one no client can choose.
 * Without the header (a direct socket, the tests) the socket's address is used.
 */
export function clientAddress(
  req: Pick<FunctionRequest, "headers" | "ip"> & { socketAddress?: string },
): string | undefined {
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? req.socketAddress ?? req.ip;
}
