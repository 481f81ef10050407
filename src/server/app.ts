import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { CorePorts } from "~/core/ports";
import type { TokenVerifier } from "./auth/verify-token";
import type { DiskFileStore } from "./files/disk-file-store";
import { createFilesRoute } from "./files/files-route";
import { FILES_PATH, fileUrl } from "./files/object-paths";
import { createTusUploads, UPLOADS_PATH } from "./files/tus-uploads";
import type { UploadLimits } from "./files/upload-limits";
import { createUploadSweep } from "./files/upload-sweep";
import { createRateLimiter } from "./http/rate-limit";
import { HttpError, sendError } from "./http/respond";
import { createRouter } from "./http/router";
import { applySecurityHeaders, contentSecurityPolicy } from "./http/security-headers";
import { createLiveFeeds, type LiveFeedLimits } from "./live/live-feeds";
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
  authEmulatorHost: string;
  log?: (message: string) => void;
  /** Per-uid upload quota, request rate and clean-up ages; defaults in files/upload-limits.ts. */
  uploadLimits?: Partial<UploadLimits>;
  /** Caps and re-check interval of the admin live lists; defaults in live/live-feeds.ts. */
  liveLimits?: Partial<LiveFeedLimits>;
}

export interface EmbeddedServer {
  server: http.Server;
  listen(port: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

/** The embedded backend in one process: the core's endpoints, admin data, uploads, and optionally the site. */
export function createEmbeddedServer(options: EmbeddedServerOptions): EmbeddedServer {
  const { ports, tokens } = options;
  const log = options.log ?? ((message: string) => console.log(message));
  const deps = { ports, tokens, rateLimiter: createRateLimiter({ limit: options.rateLimitPerMinute }) };
  const live = createLiveFeeds({ documents: ports.documents, limits: options.liveLimits });
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
  const handleFiles = createFilesRoute({ files: ports.files, tokens });
  const serveStatic = options.staticDir ? createStaticSite(options.staticDir) : null;
  const csp = contentSecurityPolicy({ authEmulatorHost: options.authEmulatorHost });

  uploadSweep.start();

  const router = createRouter();
  registerApiRoutes(router, deps);
  registerAdminDataRoutes(router, deps);
  registerLiveRoutes(router, deps, live);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applySecurityHeaders(res, csp);
    const url = req.url ?? "/";
    const method = req.method ?? "GET";

    if (url === UPLOADS_PATH || url.startsWith(`${UPLOADS_PATH}/`)) {
      if (method === "GET") return sendError(res, 405, "Play uploaded files from /files/.");
      if (method === "POST" && !deps.rateLimiter.take(`uploads:${req.socket.remoteAddress}`)) {
        req.resume();
        return sendError(res, 429, "Too many uploads. Please wait a minute and try again.");
      }
      return uploads.handle(req, res);
    }
    if (url.startsWith(FILES_PATH)) return handleFiles(req, res);

    const found = router.find(method, url);
    if (typeof found === "object") return found.handler(req, res, found.match);
    if (found === "method") return sendError(res, 405, "Method not allowed.");
    if (url.startsWith("/api/") || url.startsWith("/data/")) return sendError(res, 404, "Not found.");
    if (serveStatic && (method === "GET" || method === "HEAD")) return serveStatic(req, res);
    sendError(res, 404, "Not found.");
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendError(res, error.status, error.message);
        else res.end();
        return;
      }
      log(
        `[server] ${req.method} ${req.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (!res.headersSent) sendError(res, 500, "Something went wrong on our side. Please try again.");
      else res.destroy();
    });
  });
  // Slow clients must not hold sockets forever; uploads come as many PATCH requests of a few MB.
  server.requestTimeout = 300_000;
  server.headersTimeout = 30_000;

  return {
    server,
    listen(port, host = "127.0.0.1") {
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
