// The dev server's /api/* as firebase.json's Hosting rewrites route them: each `function` rewrite goes to that
// function on the Functions emulator, by the URL Hosting itself uses (`/<project>/<region>/<functionId>` followed
// by the request's own path, which the emulator hands the function as its URL). Rewrites to a file are left to the
// dev server, whose router serves every page itself.

/**
 * A Hosting `source` glob (`/api/admin/**`, `/api/unsubscribe`) as an anchored regular expression source, the
 * query string allowed. Only the forms firebase.json uses: literal paths, `*` (one segment) and `**` (any).
 */
export function hostingSourcePattern(source: string): string {
  const body = source
    .split(/(\*\*|\*)/)
    .map((part) => (part === "**" ? ".*" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  // `/api/admin/**` also matches `/api/admin` itself, as Hosting's glob does.
  return `^${body.replace(/\/\.\*$/, "(?:/.*)?")}(?:\\?.*)?$`;
}

interface ProxyEntry {
  target: string;
  rewrite: (path: string) => string;
  xfwd: boolean;
}

/** Vite `server.proxy` entries, in firebase.json's order (Hosting takes the first rewrite that matches). */
export function functionsProxy(
  firebaseJson: {
    hosting: { rewrites: Array<{ source: string; function?: string | { functionId: string; region?: string } }> };
    emulators: { functions: { host?: string; port: number } };
  },
  projectId: string,
): Record<string, ProxyEntry> {
  const { host = "127.0.0.1", port } = firebaseJson.emulators.functions;
  const proxy: Record<string, ProxyEntry> = {};
  for (const rewrite of firebaseJson.hosting.rewrites) {
    if (!rewrite.function) continue;
    const { functionId, region = "us-central1" } =
      typeof rewrite.function === "string" ? { functionId: rewrite.function } : rewrite.function;
    proxy[hostingSourcePattern(rewrite.source)] = {
      target: `http://${host}:${port}`,
      rewrite: (path) => `/${projectId}/${region}/${functionId}${path}`,
      // Like Hosting, say who asked (the functions' rate limits key on the forwarded address).
      xfwd: true,
    };
  }
  return proxy;
}
