import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildFunctions } from "../../scripts/build-functions.ts";
import { documentCreatedEvent, startFirestoreTriggerRelay } from "../../scripts/firestore-trigger-relay.ts";
import type { FunctionsHost, FunctionsSetup } from "@testing/contracts/api-functions-contract";
import { seedAdminSettings, TEST_PROJECT_ID } from "./firestore-app";
import { TEST_BUCKET } from "./storage-app";
import { setEnv } from "../../scripts/env.ts";
import { emulatorHost } from "../../scripts/emulators/ports.ts";

type HttpFunction = ((req: unknown, res: unknown) => Promise<void> | void) & { __endpoint?: unknown };
export type FunctionsModule = Record<string, HttpFunction>;

/** The Express request and response parts the functions (and firebase-functions' wrapper) use. */
function expressLike(req: IncomingMessage, res: ServerResponse, rawBody: Buffer, functionPath: string) {
  const url = new URL(req.url ?? "/", "http://functions.invalid");
  const request = {
    method: req.method ?? "GET",
    headers: req.headers,
    rawBody,
    query: Object.fromEntries(url.searchParams),
    // As the Functions Framework and the Functions emulator set it (Express `trust proxy`): the
    // left-most X-Forwarded-For entry, which the client writes, else the socket's address.
    ip:
      String(req.headers["x-forwarded-for"] ?? "")
        .split(",")[0]
        ?.trim() || req.socket.remoteAddress,
    url: `${url.pathname}${url.search}`,
    path: functionPath,
    header: (name: string) => req.headers[name.toLowerCase()],
  };
  const response = {
    get headersSent() {
      return res.headersSent;
    },
    status(code: number) {
      res.statusCode = code;
      return response;
    },
    set(field: string, value: string) {
      res.setHeader(field, value);
      return response;
    },
    json(body: unknown) {
      res.setHeader("content-type", "application/json; charset=utf-8");
      res.end(JSON.stringify(body));
    },
    send(body: string) {
      res.end(body);
    },
    write(chunk: string) {
      return res.write(chunk);
    },
    end() {
      res.end();
    },
    redirect(status: number, location: string) {
      res.writeHead(status, { location });
      res.end();
    },
  };
  return { request, response };
}

/**
 * The bundle `npm run build:functions` makes, loaded in this process with the environment Cloud
 * Functions gives (emulator mode, parameters as variables), each HTTP function served at `/{name}`.
 * Fast enough for every `npm test`; the Functions emulator runs the same cases when asked to.
 */
export async function startInProcessFunctions(
  setup: FunctionsSetup,
): Promise<FunctionsHost & { module: FunctionsModule; bundle: string }> {
  const root = path.resolve(".data");
  mkdirSync(root, { recursive: true });
  const directory = mkdtempSync(path.join(root, "functions-bundle-"));
  const bundle = path.join(directory, "lib/index.js");
  // functions/package.json beside it makes the bundle CommonJS, as when deployed.
  copyFileSync(path.resolve("functions/package.json"), path.join(directory, "package.json"));
  await buildFunctions({ quiet: true, outfile: bundle });
  setEnv({
    ...setup.params,
    ...setup.env,
    // What the Functions emulator sets, so the bundle runs in emulator mode (functions/src/firebase/runtime/config.ts).
    FUNCTIONS_EMULATOR: "true",
    FIREBASE_DEBUG_MODE: "true",
    GCLOUD_PROJECT: TEST_PROJECT_ID,
    FIREBASE_CONFIG: JSON.stringify({ projectId: TEST_PROJECT_ID, storageBucket: TEST_BUCKET }),
    PUBLIC_SITE_URL: setup.params.PUBLIC_SITE_URL ?? `http://${emulatorHost("hosting")}`,
  });
  await seedAdminSettings(setup.env.FIRESTORE_EMULATOR_HOST, setup.params.ADMIN_EMAIL);
  const module = createRequire(import.meta.url)(bundle) as FunctionsModule;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      // `/{function}/{rest}`: the function sees `/{rest}`, as when called at its own URL.
      const [, name = "", ...rest] = new URL(req.url ?? "/", "http://functions.invalid").pathname.split("/");
      const handler = module[name];
      if (!handler?.__endpoint) {
        res.writeHead(404).end();
        return;
      }
      const { request, response } = expressLike(req, res, Buffer.concat(chunks), `/${rest.join("/")}`);
      void handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  // Each new outbox document reaches its trigger as Firestore's event would.
  const relay = startFirestoreTriggerRelay({
    firestoreHost: setup.env.FIRESTORE_EMULATOR_HOST,
    projectId: TEST_PROJECT_ID,
    collection: "outbox",
    deliver: (document: string) => module.sendOutboxMail!(documentCreatedEvent(TEST_PROJECT_ID, document), undefined),
  });
  return {
    module,
    bundle,
    url: (name) => `http://127.0.0.1:${port}/${name}`,
    async stop() {
      relay.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
