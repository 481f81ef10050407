import { createRequire } from "node:module";
import { freePort } from "~/server/testing/free-port";
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_ROOT } from "~/shared/constants";

const load = createRequire(import.meta.url);

interface VerifyRequest {
  method: string;
  /** `b/{bucket}/o/{object path}` */
  path: string;
  file: { before?: { metadata?: Record<string, unknown> } | null; after?: { size?: number; contentType?: string } };
  token?: string;
}

function uidOf(token: string | undefined): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { user_id?: unknown };
  return typeof claims.user_id === "string" ? claims.user_id : null;
}

/**
 * What storage.rules says about creator uploads, in JavaScript, for firebase-tools' Storage
 * emulator run without its Java rules runtime: the owning uid creates (MP4/MOV, at most 1 GB) and
 * deletes (unless an application claimed the file) under creator-uploads/{uid}/. A stand-in so
 * the browser's upload client meets real refusals; storage.rules itself is proven only on the
 * official emulators (src/firebase).
 */
export function allowed({ method, path, file, token }: VerifyRequest): boolean {
  const [, , , root, owner, name, ...rest] = path.replace(/^\//, "").split("/");
  const uid = uidOf(token);
  if (root !== UPLOAD_ROOT || !owner || !name || rest.length > 0 || uid !== owner) return false;
  if (method === "create") {
    const { size = 0, contentType = "" } = file.after ?? {};
    return size <= UPLOAD_MAX_BYTES && (UPLOAD_CONTENT_TYPES as readonly string[]).includes(contentType);
  }
  if (method === "delete") return !file.before?.metadata?.applicationId;
  return method === "get";
}

const OWNER_RULES = {
  verify: async (request: VerifyRequest) => ({
    permitted: allowed(request),
    issues: { exist: () => false, all: [] },
  }),
};

const RUNTIME = {
  start: async () => ({ all: [] }),
  stop: async () => undefined,
  getRuleset: () => OWNER_RULES,
  loadRuleset: async () => ({ ruleset: OWNER_RULES, issues: { all: [] } }),
};

export interface OwnerRulesStorageEmulator {
  /** `http://host:port` */
  origin: string;
  reset(): void;
  stop(): Promise<void>;
}

/** firebase-tools' Storage emulator in-process, its rules runtime replaced by `allowed` above. */
export async function startStorageEmulatorWithOwnerRules(projectId: string): Promise<OwnerRulesStorageEmulator> {
  const { StorageEmulator } = load("firebase-tools/lib/emulator/storage/index.js") as {
    StorageEmulator: new (args: object) => { _rulesRuntime: unknown; _rulesManager: unknown; reset(): void };
  };
  const { EmulatorRegistry } = load("firebase-tools/lib/emulator/registry.js") as {
    EmulatorRegistry: { start(instance: unknown): Promise<void>; stop(name: string): Promise<void> };
  };
  const port = await freePort();
  const emulator = new StorageEmulator({
    projectId,
    host: "127.0.0.1",
    port,
    rules: { name: "storage.rules", content: "" },
    auto_download: false,
  });
  emulator._rulesRuntime = RUNTIME;
  emulator._rulesManager = RUNTIME;
  await EmulatorRegistry.start(emulator);
  return {
    origin: `http://127.0.0.1:${port}`,
    reset: () => emulator.reset(),
    stop: () => EmulatorRegistry.stop("storage"),
  };
}
