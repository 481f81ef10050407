import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { CorePorts } from "~/core/ports";
import type { TokenVerifier } from "./auth/verify-token";
import type { DiskFileStore } from "./files/disk-file-store";
import { createFilesRoute } from "./files/files-route";
import { FILES_PATH, fileUrl } from "~/core/object-paths";
import { createTusUploads, UPLOADS_PATH } from "./files/tus-uploads";
import type { UploadLimits } from "./files/upload-limits";
import { createUploadSweep } from "./files/upload-sweep";
import { isLoopbackHost } from "./config";
import { ClientAbortError, closeAfterRefusal } from "./http/body";
import { createHostCheck, UNKNOWN_HOST } from "./http/host-check";
import { createLogLimit } from "./http/log-limit";
import { clientAddressKey, clientKey, createRateLimiter, type RateLimiter } from "~/firebase/http/rate-limit";
import { HttpError, sendError } from "./http/respond";
import { createRouter } from "./http/router";
import { applySecurityHeaders, contentSecurityPolicy } from "./http/security-headers";
import { createLiveFeeds, type LiveFeedLimits } from "./live/live-feeds";
import { registerCsvExportRoute } from "./live/csv-export-route";
import { registerLiveRoutes } from "./live/live-routes";
import { registerAdminDataRoutes } from "./routes/admin-data-routes";
import { registerApiRoutes } from "./routes/api-routes";
import { createStaticSite } from "./static/serve-static";

export interface EmbeddedServerOptions {
  ports: CorePorts & { files: DiskFileStore };
  tokens: TokenVerifier;
  dataDir: string;
  staticDir?: string;
  rateLimitPerMinute: number;
  /** Auth-emulator mode (local and CI only): the browser may reach the emulator, and only loopback is served. */
  authEmulatorHost?: string;
  /** Open connections allowed per client address (IPv6: per /64). */
  maxConnectionsPerClient?: number;
  /** Open connections allowed in all; more are closed at once. */
  maxConnections?: number;
  /** Lines about slow or aborted bodies per window (default 20 a minute); the rest are counted. */
  logLimit?: { perWindow?: number; windowMs?: number };
  log?: (message: string) => void;
  /** Host names answered besides loopback ones (DNS rebinding guard); refused in Auth-emulator mode. */
  allowedHosts?: readonly string[];
  /** Per-uid upload quota, request rate and clean-up ages; defaults in files/upload-limits.ts. */
  uploadLimits?: Partial<UploadLimits>;
  /** Caps and re-check interval of the admin live lists; defaults in live/live-feeds.ts. */
  liveLimits?: Partial<LiveFeedLimits>;
}

/** Enough for a browser, the dev proxy and the test suites on one machine; a flood gets no more. */
const MAX_CONNECTIONS_PER_CLIENT = 128;
/** All clients together: many addresses (or a /64's worth of IPv6 ones) cannot take every socket. */
const MAX_CONNECTIONS = 1_024;

/** Refuses connections past `max` per client address, so a few slow senders cannot take every socket. */
function capConnectionsPerClient(server: http.Server, max: number): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const client = clientAddressKey(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

export interface EmbeddedServer {
  server: http.Server;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** The embedded backend in one process: the core's endpoints, admin data, uploads, and optionally the site. */
export function createEmbeddedServer(options: EmbeddedServerOptions): EmbeddedServer {
  const { ports, tokens, authEmulatorHost, allowedHosts = [] } = options;
  if (authEmulatorHost && allowedHosts.length > 0) {
    throw new Error("In Auth-emulator mode the server answers loopback host names only; allowedHosts is refused.");
  }
  const isServedHost = createHostCheck(allowedHosts);
  const log = options.log ?? ((message: string) => console.log(message));
  const bodyLog = createLogLimit(log, options.logLimit);
  const deps = { ports, tokens, rateLimiter: createRateLimiter({ limit: options.rateLimitPerMinute }) };
  const live = createLiveFeeds({ documents: ports.documents, limits: options.liveLimits });
  const { uploads, uploadSweep } = createUploadParts(options, log);
  const handleFiles = createFilesRoute({ files: ports.files, tokens });
  const csp = contentSecurityPolicy({ authEmulatorHost });
  const serveStatic = options.staticDir
    ? createStaticSite(options.staticDir, {
        pageCsp: (inlineScriptHashes) => contentSecurityPolicy({ authEmulatorHost, inlineScriptHashes }),
      })
    : null;

  uploadSweep.start();

  const router = createRouter();
  registerApiRoutes(router, deps);
  // Live pages and CSV downloads first: their paths would otherwise read as `/data/{list}/{id}`.
  registerLiveRoutes(router, deps, live);
  registerCsvExportRoute(router, deps, live);
  registerAdminDataRoutes(router, deps);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(req, res, csp);
    if (!isServedHost(req)) {
      req.resume();
      return sendError(res, 403, UNKNOWN_HOST);
    }
    const url = req.url ?? "/";
    const method = req.method ?? "GET";

    if (url === UPLOADS_PATH || url.startsWith(`${UPLOADS_PATH}/`)) {
      return handleUploadRequest(req, res, deps.rateLimiter, uploads);
    }
    if (url.startsWith(FILES_PATH)) return handleFiles(req, res);

    const found = router.find(method, url);
    if (typeof found === "object") return found.handler(req, res, found.match);
    if (found === "method") return sendError(res, 405, "Method not allowed.");
    if (url.startsWith("/api/") || url.startsWith("/data/")) return sendError(res, 404, "Not found.");
    if (serveStatic && (method === "GET" || method === "HEAD")) return serveStatic(req, res);
    sendError(res, 404, "Not found.");
  }

  // Checks the timeouts below every 2 s rather than Node's default 30 s.
  const server = http.createServer({ connectionsCheckingInterval: 2_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => answerFailure(error, req, res, { log, bodyLog }));
  });
  // Slow clients must not hold sockets forever. JSON and form bodies have their own short limit
  // (BODY_TIMEOUT_MS); this one is for uploads, which come as PATCH requests of a few MB.
  server.requestTimeout = 300_000;
  server.headersTimeout = 15_000;
  capConnectionsPerClient(server, options.maxConnectionsPerClient ?? MAX_CONNECTIONS_PER_CLIENT);
  // Node closes a connection past this at once, before any per-client accounting.
  server.maxConnections = options.maxConnections ?? MAX_CONNECTIONS;

  return {
    server,
    listen(port, host = "127.0.0.1") {
      if (authEmulatorHost && !isLoopbackHost(host)) {
        const reason = "in Auth-emulator mode the server trusts unsigned tokens and listens on loopback only";
        return Promise.reject(new Error(`Refusing to listen on ${host}: ${reason}.`));
      }
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      });
    },
    async close() {
      live.closeAll();
      await uploadSweep.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** The resumable uploads and the sweep that clears what they leave unfinished. */
function createUploadParts(options: EmbeddedServerOptions, log: (message: string) => void) {
  const { ports, tokens } = options;
  const now = () => ports.clock.now();
  const uploads = createTusUploads({
    dataDir: options.dataDir,
    files: ports.files,
    tokens,
    fileUrl,
    now,
    limits: options.uploadLimits,
  });
  const uploadSweep = createUploadSweep({
    unfinished: uploads.unfinished,
    files: ports.files,
    documents: ports.documents,
    now,
    limits: uploads.settings,
    log,
  });
  return { uploads, uploadSweep };
}

function handleUploadRequest(
  req: IncomingMessage,
  res: ServerResponse,
  rateLimiter: RateLimiter,
  uploads: ReturnType<typeof createTusUploads>,
): Promise<void> | void {
  const method = req.method ?? "GET";
  if (method === "GET") return sendError(res, 405, "Play uploaded files from /files/.");
  // Any refusal (ours or tus's) closes the connection once the answer is out (docs/security.md).
  res.once("finish", () => {
    if (res.statusCode >= 400) closeAfterRefusal(req);
  });
  if (method === "POST" && !rateLimiter.take(`uploads:${clientKey(req)}`)) {
    res.setHeader("connection", "close");
    return sendError(res, 429, "Too many uploads. Please wait a minute and try again.");
  }
  return uploads.handle(req, res);
}

/** A request that threw: its HTTP refusal if it was one (slow or aborted bodies logged, capped), else a logged 500. */
function answerFailure(
  error: unknown,
  req: IncomingMessage,
  res: ServerResponse,
  logs: { log: (message: string) => void; bodyLog: (message: string, kind: string) => void },
): void {
  if (error instanceof ClientAbortError || (error instanceof HttpError && error.status === 408)) {
    logs.bodyLog(
      `[server] ${req.method} ${pathOnly(req.url)}: ${error.message} (${error.status})`,
      "slow or aborted bodies",
    );
  }
  if (error instanceof HttpError) {
    if (error.closeConnection && !res.headersSent) res.setHeader("connection", "close");
    if (!res.headersSent) sendError(res, error.status, error.message);
    else res.end();
    return;
  }
  logs.log(
    `[server] ${req.method} ${pathOnly(req.url)} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  if (!res.headersSent) sendError(res, 500, "Something went wrong on our side. Please try again.");
  else res.destroy();
}

/** Logs never carry query strings: live and export tickets travel there. */
function pathOnly(url: string | undefined): string {
  return (url ?? "").split("?", 1)[0] ?? "";
}
