import { z } from "zod";
// Relative: vite.config.ts loads this file before the `~` alias exists.
import { buildsForEmulators, emulatorSettingsIn } from "../shared/emulators.ts";

/**
 * The browser's settings, validated once. The emulator modes (src/shared/emulators.ts: `npm start`'s
 * development, `--mode emulated` for the local stack and the e2e tests, vitest's test) default to the
 * Auth, Firestore and Storage emulators at the ports of firebase.json. Every other mode builds for a
 * real project: no defaults, it must name the Firebase project, and it never points at an emulator
 * or carries a debug token (docs/security.md).
 */
const localSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1).default("demo-api-key"),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default("demo-ugc-marketplace"),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  /** host:port of the Auth emulator; empty string means "use real Firebase Auth". */
  VITE_AUTH_EMULATOR_HOST: z.string().default("127.0.0.1:9099"),
  /** host:port of the Firestore / Storage emulators (firebase.json); empty: the real services. */
  VITE_FIRESTORE_EMULATOR_HOST: z.string().default("127.0.0.1:8080"),
  VITE_STORAGE_EMULATOR_HOST: z.string().default("127.0.0.1:9199"),
  VITE_RECAPTCHA_SITE_KEY: z.string().default(""),
  /** reCAPTCHA Enterprise key registered with App Check; empty: App Check is not used (emulators). */
  VITE_APP_CHECK_SITE_KEY: z.string().default(""),
  /** App Check debug token, for a local build against a real project only. */
  VITE_APP_CHECK_DEBUG_TOKEN: z.string().default(""),
});

const required = (name: string) => z.string({ error: `${name} is required in a production build` }).min(1);

/** Refused by name in parseEnv (emulatorSettingsIn), whatever the schema lists. */
const noEmulator = z.string().default("");

const productionSchema = z.object({
  VITE_FIREBASE_API_KEY: required("VITE_FIREBASE_API_KEY"),
  VITE_FIREBASE_PROJECT_ID: required("VITE_FIREBASE_PROJECT_ID").refine((id) => !id.startsWith("demo-"), {
    error: "VITE_FIREBASE_PROJECT_ID must name a real project, not a demo- emulator project",
  }),
  VITE_FIREBASE_AUTH_DOMAIN: required("VITE_FIREBASE_AUTH_DOMAIN"),
  VITE_FIREBASE_STORAGE_BUCKET: required("VITE_FIREBASE_STORAGE_BUCKET"),
  VITE_FIREBASE_APP_ID: required("VITE_FIREBASE_APP_ID"),
  VITE_AUTH_EMULATOR_HOST: noEmulator,
  VITE_FIRESTORE_EMULATOR_HOST: noEmulator,
  VITE_STORAGE_EMULATOR_HOST: noEmulator,
  VITE_RECAPTCHA_SITE_KEY: required("VITE_RECAPTCHA_SITE_KEY"),
  // Functions and Storage refuse requests without an App Check token in production (docs/security.md).
  VITE_APP_CHECK_SITE_KEY: required("VITE_APP_CHECK_SITE_KEY"),
  VITE_APP_CHECK_DEBUG_TOKEN: noEmulator,
});

export type AppEnv = z.infer<typeof localSchema>;

/** Validates `source` for a build mode; a bad or missing value throws with every problem listed. */
export function parseEnv(source: Record<string, unknown>, mode: string): AppEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
  const emulators = buildsForEmulators(mode);
  const result = (emulators ? localSchema : productionSchema).safeParse(present);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => issue.message)),
    ...(emulators ? [] : emulatorSettingsIn(present)).map(
      (name) => `${name} must be empty: a ${mode} build is for a real project, never an emulator or a debug token`,
    ),
  ];
  if (!result.success || problems.length > 0) {
    throw new Error(
      `Invalid environment configuration for a ${mode} build:\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  return result.data;
}
