import { z } from "zod";
import type { LinkKind } from "@functions/core/ports";
import { SITE_ORIGIN } from "~/shared/brand";
import { emulatorSettingsIn, runsUnderEmulators } from "~/shared/emulators";
import { LINK_SECRETS, linkKeysNeeded } from "./function-secrets";

/** Used only against the emulators, never in production (outside the Functions emulator every key must be set). */
const emulatorLinkKey = (kind: LinkKind) => `emulator-only-${kind}-link-key-never-used-in-production`;
/** Where e-mailed links point in emulator mode: the Hosting emulator (firebase.json). */
export const EMULATOR_SITE_URL = "http://127.0.0.1:5000";

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() ? value.trim() : undefined));
const linkKeyText = optionalText.pipe(z.string().min(32, "at least 32 characters").optional());

/**
 * The functions' settings, from the environment Cloud Functions gives them: params (ADMIN_EMAIL,
 * PUBLIC_SITE_URL, SMTP_HOST, …) and the secrets bound to the function (function-secrets.ts) arrive
 * as environment variables.
 */
const schema = z.object({
  K_SERVICE: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  PUBLIC_SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CONSENT_LINK_SECRET: linkKeyText,
  STATUS_LINK_SECRET: linkKeyText,
  EXPORT_PART_SECRET: linkKeyText,
  RECAPTCHA_SECRET: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  MAIL_FROM_ADDRESS: optionalText.pipe(z.email().optional()),
  ENFORCE_APP_CHECK: z.enum(["true", "false"]).default("true"),
});

export interface FunctionsConfig {
  /** False only under the Functions emulator (src/shared/emulators.ts): production fails closed. */
  production: boolean;
  /** The Storage emulator's host:port, under the Functions emulator only (never read in production). */
  storageEmulatorHost: string | undefined;
  adminEmail: string;
  siteUrl: string;
  /** The keys of the links this function signs or checks, and no other. */
  linkKeys: Partial<Record<LinkKind, string>>;
  recaptchaSecret: string | undefined;
  smtp: { host: string; port: number; secure: boolean; user?: string; password?: string; configured: boolean };
  mailFrom: string;
  enforceAppCheck: boolean;
}

export type ConfigOutcome = { ok: true; config: FunctionsConfig } | { ok: false; problems: string[] };

/**
 * Reads and checks the settings. In production a missing admin e-mail, site address or key of a link
 * the function signs or checks is a problem (every request is then refused, and the log names what is
 * missing, never a value); a missing reCAPTCHA secret or SMTP login leaves the core to refuse what needs them.
 */
export function readFunctionsConfig(env: Record<string, string | undefined>): ConfigOutcome {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  }
  const settings = parsed.data;
  const production = !runsUnderEmulators(env);
  const needed = linkKeysNeeded(env);
  const problems = production ? productionProblems(env, settings, needed) : [];
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      production,
      storageEmulatorHost: production ? undefined : env.FIREBASE_STORAGE_EMULATOR_HOST?.trim() || undefined,
      adminEmail: settings.ADMIN_EMAIL ?? "admin@example.com",
      siteUrl: settings.PUBLIC_SITE_URL ? new URL(settings.PUBLIC_SITE_URL).origin : EMULATOR_SITE_URL,
      linkKeys: linkKeysOf(settings, needed, production),
      recaptchaSecret: settings.RECAPTCHA_SECRET,
      smtp: smtpSettings(settings),
      mailFrom: settings.MAIL_FROM_ADDRESS ?? `no-reply@${new URL(SITE_ORIGIN).hostname}`,
      enforceAppCheck: production,
    },
  };
}

type Settings = z.infer<typeof schema>;

/**
 * Called when the functions' code loads: a deployed instance (Cloud Run sets K_SERVICE; so does the
 * emulator, which src/shared/emulators.ts tells apart) whose settings would fail open, or lack what production
 * needs (the link keys of its own function only, named by FUNCTION_TARGET), throws, so the revision never becomes ready and the one serving stays in place. The log
 * names each problem, never a value.
 */
export function refuseUnsafeStart(env: Record<string, string | undefined>): void {
  if (!env.K_SERVICE) return;
  const read = readFunctionsConfig(env);
  if (!read.ok) throw new Error(`[config] refusing to start: ${read.problems.join("; ")}`);
}

/**
 * What production cannot run without, or would fail open with; the log names each, never a value.
 * Every emulator setting is one: FIREBASE_AUTH_EMULATOR_HOST makes firebase-admin accept unsigned ID
 * tokens, FIREBASE_STORAGE_EMULATOR_HOST would hand the admin's player token URLs.
 */
function productionProblems(env: Record<string, string | undefined>, settings: Settings, needed: LinkKind[]): string[] {
  const problems = emulatorSettingsIn(env).map((name) =>
    name === "FUNCTIONS_EMULATOR"
      ? `${name} is set outside the emulators (they run a demo- project: GCLOUD_PROJECT, GOOGLE_CLOUD_PROJECT and FIREBASE_CONFIG name no other)`
      : `${name} is set outside the emulators`,
  );
  if (settings.ENFORCE_APP_CHECK === "false") problems.push("ENFORCE_APP_CHECK=false is not allowed in production");
  if (!settings.ADMIN_EMAIL) problems.push("ADMIN_EMAIL is not set");
  if (!settings.PUBLIC_SITE_URL?.startsWith("https://"))
    problems.push("PUBLIC_SITE_URL must be the site's https origin");
  for (const kind of needed) {
    const name = LINK_SECRETS[kind];
    if (!settings[name]) problems.push(`the ${name} secret is not set`);
  }
  return problems;
}

/** Only the keys the function needs; against the emulators, a fixed key for each one not set. */
function linkKeysOf(settings: Settings, needed: LinkKind[], production: boolean): FunctionsConfig["linkKeys"] {
  const keys: FunctionsConfig["linkKeys"] = {};
  for (const kind of needed) {
    const key = settings[LINK_SECRETS[kind]] ?? (production ? undefined : emulatorLinkKey(kind));
    if (key) keys[kind] = key;
  }
  return keys;
}

function smtpSettings(settings: Settings): FunctionsConfig["smtp"] {
  return {
    // Against the emulators, mail goes to the local capture inbox (maildev), as with `npm start`.
    host: settings.SMTP_HOST ?? "127.0.0.1",
    port: settings.SMTP_HOST ? settings.SMTP_PORT : 1025,
    secure: settings.SMTP_SECURE === "true",
    user: settings.SMTP_USER,
    password: settings.SMTP_PASSWORD,
    configured: Boolean(settings.SMTP_HOST && settings.SMTP_USER && settings.SMTP_PASSWORD),
  };
}
