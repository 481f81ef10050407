import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { SITE_ORIGIN } from "~/shared/brand";

const port = z.coerce.number().int().min(0).max(65_535);

/** Where the Auth emulator is, outside production, unless the variable is set (even to empty). */
const DEFAULT_AUTH_EMULATOR_HOST = "127.0.0.1:9099";

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: port.default(8787),
  DATA_DIR: z.string().min(1).default(".data"),
  /** When set, the built site is served too, so the site and the API share one origin. */
  STATIC_DIR: z.string().optional(),
  SMTP_HOST: z.string().min(1).default("127.0.0.1"),
  SMTP_PORT: port.default(1025),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  /** Real SMTP credentials; without them mail goes to the local capture inbox (maildev). */
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender's address; its display name is always the brand name (src/shared/brand.ts). */
  MAIL_FROM_ADDRESS: z.email().default(`no-reply@${new URL(SITE_ORIGIN).hostname}`),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  /**
   * One password per Auth emulator: every data dir (dev `.data`, e2e `.data/serve`) shares this
   * file, so starting one stack never changes the admin password another one printed.
   */
  ADMIN_CREDENTIALS_FILE: z.string().min(1).default(".data/admin-credentials.json"),
  RECAPTCHA_SECRET: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-ugc-marketplace"),
  /**
   * Auth-emulator mode: ID tokens are unsigned, so the server trusts the emulator's account records
   * (docs/security.md). Set it to an empty value to verify real, signed Firebase tokens instead.
   */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  /** Requests per minute per client on each public endpoint group. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Open connections allowed per client address (IPv6: per /64). */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().positive().default(128),
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(1024),
  /**
   * The site's origin, for links in e-mails (confirm, unsubscribe). Default: the Vite dev server;
   * `npm run serve` and the e2e stack pass the origin they serve on. Required in production.
   */
  PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Signs confirmation and unsubscribe links (HMAC-SHA256). Required in production; elsewhere one is
   * generated once and kept in the data directory (src/server/consent-secret.ts).
   */
  CONSENT_LINK_SECRET: z.string().min(32, "at least 32 characters").optional(),
  /**
   * Host names (comma-separated, no port) answered besides this machine's own (127.0.0.1,
   * localhost, [::1]): a guard against DNS rebinding. Outside Auth-emulator mode only.
   */
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    ),
  /** Creates the admin account and demo data; on by default in Auth-emulator mode only. */
  SEED: z.enum(["on", "off"]).optional(),
  /** With the seed: this many extra creator applications (once per data directory), e.g. 5000 to measure the admin panel. */
  SEED_APPLICATIONS: z.coerce.number().int().min(0).max(20_000).default(0),
});

/** Where e-mailed links point when PUBLIC_SITE_URL is not set (the Vite dev server). */
/**
 * The local stack trusts the Auth emulator, which anyone who can reach it may command: its
 * `accounts:lookup` answers any account with its password, and it answers every origin's CORS
 * preflight (docs/security.md, "The local stack is for a single-user machine").
 */
export const SINGLE_USER_NOTICE =
  "Local stack (Auth emulator mode): for a single-user machine only. Anyone who can reach the Auth emulator " +
  "can read the local admin's password and act as admin here.";

export const DEV_SITE_URL = "http://127.0.0.1:5173";

export type ServerConfig = Omit<z.infer<typeof configSchema>, "SEED"> & {
  SEED: "on" | "off";
  siteUrl: string;
  dataDir: string;
  staticDir: string | undefined;
  adminCredentialsFile: string;
};

/** 127.0.0.0/8, ::1 and `localhost`: the only addresses the emulator-trusting server may listen on. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (bare === "localhost") return true;
  if (net.isIPv4(bare)) return bare.startsWith("127.");
  if (net.isIPv6(bare)) return bare === "::1" || /^::ffff:127\./i.test(bare);
  return false;
}

function invalid(problems: string[]): Error {
  return new Error(`Invalid server configuration:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
}

type ParsedConfig = z.infer<typeof configSchema>;

/** Production needs its secrets and an https origin, and never trusts the Auth emulator. */
function productionProblems(config: ParsedConfig): string[] {
  if (config.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!config.RECAPTCHA_SECRET) problems.push("RECAPTCHA_SECRET: required in production");
  if (!config.CONSENT_LINK_SECRET) problems.push("CONSENT_LINK_SECRET: required in production");
  if (!config.PUBLIC_SITE_URL?.startsWith("https://")) {
    problems.push("PUBLIC_SITE_URL: required in production, as an https:// origin (links in e-mails use it)");
  }
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    problems.push(
      "FIREBASE_AUTH_EMULATOR_HOST: refused in production. Auth-emulator tokens are unsigned, so anyone could " +
        "sign in as anyone, admin included. Production runs on Firebase; the embedded backend is for local " +
        "development and CI only (docs/security.md).",
    );
  }
  return problems;
}

/** In Auth-emulator mode the server answers this machine only; the seed runs in that mode only. */
function emulatorProblems(config: ParsedConfig): string[] {
  const emulator = Boolean(config.FIREBASE_AUTH_EMULATOR_HOST);
  const problems: string[] = [];
  if (emulator && !isLoopbackHost(config.HOST)) {
    problems.push(
      `HOST: "${config.HOST}" refused in Auth-emulator mode. The server trusts the emulator's unsigned tokens, ` +
        "so it listens on loopback only (127.0.0.1, ::1 or localhost).",
    );
  }
  if (emulator && config.ALLOWED_HOSTS.length > 0) {
    problems.push(
      "ALLOWED_HOSTS: refused in Auth-emulator mode. The server answers only this machine's own names " +
        "(127.0.0.1, localhost, [::1]), so no other site's page can read it (DNS rebinding).",
    );
  }
  if (config.SEED === "on" && !emulator) {
    problems.push("SEED: the seed creates an admin account with a known password; it runs in Auth-emulator mode only.");
  }
  return problems;
}

/** The rules that keep the emulator's unsigned tokens away from anything but a local machine. */
function unsafeCombinations(config: ParsedConfig): string[] {
  return [...productionProblems(config), ...emulatorProblems(config)];
}

/** Validates the environment once at start; a bad or unsafe value stops the server with every problem listed. */
export function loadConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  // Absent means "the local default"; set to empty means "no emulator" (and production has no default).
  if (source.FIREBASE_AUTH_EMULATOR_HOST === undefined && present.NODE_ENV !== "production") {
    present.FIREBASE_AUTH_EMULATOR_HOST = DEFAULT_AUTH_EMULATOR_HOST;
  }
  const result = configSchema.safeParse(present);
  if (!result.success) throw invalid(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  const config = result.data;
  const problems = unsafeCombinations(config);
  if (problems.length > 0) throw invalid(problems);
  return {
    ...config,
    SEED: config.SEED ?? (config.FIREBASE_AUTH_EMULATOR_HOST ? "on" : "off"),
    siteUrl: config.PUBLIC_SITE_URL ?? DEV_SITE_URL,
    dataDir: path.resolve(config.DATA_DIR),
    staticDir: config.STATIC_DIR ? path.resolve(config.STATIC_DIR) : undefined,
    adminCredentialsFile: path.resolve(config.ADMIN_CREDENTIALS_FILE),
  };
}
