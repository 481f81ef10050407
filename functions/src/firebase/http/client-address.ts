import net from "node:net";
import type { FunctionRequest } from "./entry-point";

/**
 * Proxies whose X-Forwarded-For entry to the left is trusted: each appends the address of the peer
 * that connected to it. Firebase Hosting's edge is Fastly (its published list,
 * https://api.fastly.com/public-ip-list); Google's front end forwards from 130.211.0.0/22 and
 * 35.191.0.0/16 (Google Cloud's documented proxy ranges). Sources: docs/security.md "Client address".
 */
const TRUSTED_PROXIES = (() => {
  const list = new net.BlockList();
  const ipv4 = [
    "23.235.32.0/20",
    "43.249.72.0/22",
    "103.244.50.0/24",
    "103.245.222.0/23",
    "103.245.224.0/24",
    "104.156.80.0/20",
    "140.248.64.0/18",
    "140.248.128.0/17",
    "146.75.0.0/17",
    "151.101.0.0/16",
    "157.52.64.0/18",
    "167.82.0.0/17",
    "167.82.128.0/20",
    "167.82.160.0/20",
    "167.82.224.0/20",
    "172.111.64.0/18",
    "185.31.16.0/22",
    "199.27.72.0/21",
    "199.232.0.0/16",
    "130.211.0.0/22",
    "35.191.0.0/16",
  ];
  for (const range of ipv4) {
    const [network = "", prefix] = range.split("/");
    list.addSubnet(network, Number(prefix), "ipv4");
  }
  list.addSubnet("2a04:4e40::", 32, "ipv6");
  list.addSubnet("2a04:4e42::", 32, "ipv6");
  return list;
})();

function isTrustedProxy(hop: string): boolean {
  const family = net.isIP(hop);
  return family !== 0 && TRUSTED_PROXIES.check(hop, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address. `req.ip` is the LEFT-most X-Forwarded-For entry (the Functions Framework and
 * emulator trust the proxy): text the client wrote itself. Google's front end appends the peer that
 * connected to it, so the RIGHT-most entry is never the client's choice; behind Hosting that peer is
 * Hosting's edge, which appended its own peer just before. So hops are read from the right, passing
 * over Hosting's edges and Google's front-end proxies, and the first other hop is the client. A
 * request sent straight to the function ends in the caller's own address, whatever edge addresses
 * it forged to the left. Without the header (a direct socket, the tests) the socket's address is used.
 */
export function clientAddress(
  req: Pick<FunctionRequest, "headers" | "ip"> & { socketAddress?: string },
): string | undefined {
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  let index = hops.length - 1;
  while (index > 0 && isTrustedProxy(hops[index]!)) index -= 1;
  return hops[index] ?? req.socketAddress ?? req.ip;
}
