import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65_535);

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
  MAIL_FROM: z.string().min(3).default("UGC Marketplace <no-reply@example.com>"),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  /**
   * One password per Auth emulator: every data dir (dev `.data`, e2e `.data/serve`) shares this
   * file, so starting one stack never changes the admin password another one printed.
   */
  ADMIN_CREDENTIALS_FILE: z.string().min(1).default(".data/admin-credentials.json"),
  RECAPTCHA_SECRET: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-ugc-marketplace"),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).default("127.0.0.1:9099"),
  /** Requests per minute per client on each public endpoint group. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  SEED: z.enum(["on", "off"]).default("on"),
});

export type ServerConfig = z.infer<typeof configSchema> & {
  dataDir: string;
  staticDir: string | undefined;
  adminCredentialsFile: string;
};

/** Validates the environment once at start; a bad value stops the server with every problem listed. */
export function loadConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${problems.join("\n")}`);
  }
  const config = result.data;
  if (config.NODE_ENV === "production" && !config.RECAPTCHA_SECRET) {
    throw new Error("Invalid server configuration:\n  RECAPTCHA_SECRET: required in production");
  }
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    staticDir: config.STATIC_DIR ? path.resolve(config.STATIC_DIR) : undefined,
    adminCredentialsFile: path.resolve(config.ADMIN_CREDENTIALS_FILE),
  };
}
