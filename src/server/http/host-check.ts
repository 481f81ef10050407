import type { IncomingMessage } from "node:http";
import { isLoopbackHost } from "../config";

export const UNKNOWN_HOST = "This site is not served under that name.";

/** The host name of a `Host` header, lower-cased, without port, brackets or a final dot; null when malformed. */
export function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  // Browsers send names in ASCII (IDNs punycoded) and IPv6 addresses in brackets.
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9._-]+))(?::\d{1,5})?$/i.exec(header.trim());
  const name = match?.[1] ?? match?.[2];
  return name ? name.toLowerCase().replace(/\.$/, "") : null;
}

/**
 * Listening on loopback keeps other machines out, not other sites: a page whose name is
 * re-pointed at 127.0.0.1 (DNS rebinding) would be same-origin with the server. Only the
 * `Host` header tells its requests apart, so only names of this machine are answered, plus,
 * outside Auth-emulator mode, the names in `allowedHosts` (ALLOWED_HOSTS).
 */
export function createHostCheck(allowedHosts: readonly string[] = []) {
  const allowed = new Set(allowedHosts.map((host) => host.toLowerCase().replace(/\.$/, "")));
  return function isServedHost(req: IncomingMessage): boolean {
    // Node keeps the first of repeated `Host` headers; a proxy may route by another. One only.
    if (req.headersDistinct.host?.length !== 1) return false;
    const name = hostNameOf(req.headers.host);
    return name !== null && (isLoopbackHost(name) || allowed.has(name));
  };
}
