// The environment of everything that runs under Node outside the functions: the scripts, the tool configurations
// (vite, react-router, playwright) and the test harnesses. Read here and nowhere else; every variable they read is
// listed below and checked when this module loads, so a bad value stops the command at once, naming the variable.
// An empty value counts as unset.
import { z } from "zod";

const text = z.string().min(1).optional();
const count = (fallback: number, least = 1) => z.coerce.number().int().min(least).default(fallback);

const schema = z.object({
  // The stack (`npm start`, `npm run serve`) and what it seeds.
  ADMIN_EMAIL: z.string().trim().pipe(z.email()).optional(),
  ADMIN_CREDENTIALS_FILE: z.string().min(1).default(".data/admin-credentials.json"),
  INBOX_CREDENTIALS_FILE: z.string().min(1).default(".data/inbox-credentials.json"),
  INBOX_URL: z.url().default("http://127.0.0.1:1081"),
  STACK_READY_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  CI: text,
  // Builds.
  BUILD_DIR: z.string().min(1).default("build"),
  SOURCEMAP: text,
  RELEASE: text,
  BUDGETS_SITE: z.string().min(1).default("build-firebase/client"),
  // Firebase: the project and the emulators a script talks to.
  GCLOUD_PROJECT: text,
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-ugc-marketplace"),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default("demo-ugc-marketplace"),
  VITE_FIREBASE_API_KEY: text,
  FIRESTORE_EMULATOR_HOST: text,
  FIRESTORE_EMULATOR_UNAVAILABLE: text,
  FIREBASE_AUTH_EMULATOR_HOST: text,
  FIREBASE_STORAGE_EMULATOR_HOST: text,
  CLOUDSDK_ROOT_DIR: text,
  HOME: text,
  NODE_OPTIONS: text,
  METADATA_SERVER_DETECTION: text,
  CHROMIUM_PATH: text,
  // The bench, the screenshots and the restore drill.
  BASE_URL: text,
  PORT: z.coerce.number().int().min(1).max(65_535).default(4173),
  ONLY: text,
  SKIP_BUILD: text,
  RUNS: count(3),
  TRIALS: count(3),
  PAGES: text,
  LIGHTHOUSE_BIN: text,
  DURATION_S: count(8),
  CONNECTIONS: count(4),
  WARMUP_S: count(12, 0),
  BURST_REQUESTS: count(300),
  BURST_CONNECTIONS: count(48),
  BENCH_UPLOAD_MIB: count(1024),
  RESTORE_DRILL_BREAK: z
    .string()
    .regex(/^(no-replay|skip:.+)$/, "no-replay or skip:<collection>")
    .optional(),
});

/** The variables above from `source`, checked; throws naming each variable that is wrong. */
export function readEnv(source: Record<string, string | undefined> = process.env) {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .map((name) => [name, source[name]])
      .filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join("\n")}`);
}

/** The environment as the command started, checked. */
export const env = readEnv();

/** Every variable, as a child process or an emulator check needs them, with `extra` on top. */
export function allEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}

/**
 * Sets variables for libraries in this process that read the environment themselves (firebase-admin, Vite);
 * `undefined` unsets one. Returns what puts the previous values back.
 */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const assign = (entries: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  assign(values);
  return () => assign(previous);
}
