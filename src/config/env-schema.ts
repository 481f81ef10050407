import { z } from "zod";

/**
 * The browser's settings, validated once. Development and emulated builds (`--mode emulated`, used by
 * the local stack and the e2e tests) default to the Auth, Firestore and Storage emulators at the
 * ports of firebase.json; a production build has no defaults: it must name the Firebase project and
 * may never point at an emulator (docs/security.md).
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

const noEmulator = (name: string, service: string) =>
  z
    .string()
    .max(0, { error: `${name} must be empty: a production build never uses the ${service} emulator` })
    .default("");

const productionSchema = z.object({
  VITE_FIREBASE_API_KEY: required("VITE_FIREBASE_API_KEY"),
  VITE_FIREBASE_PROJECT_ID: required("VITE_FIREBASE_PROJECT_ID").refine((id) => !id.startsWith("demo-"), {
    error: "VITE_FIREBASE_PROJECT_ID must name a real project, not a demo- emulator project",
  }),
  VITE_FIREBASE_AUTH_DOMAIN: required("VITE_FIREBASE_AUTH_DOMAIN"),
  VITE_FIREBASE_STORAGE_BUCKET: required("VITE_FIREBASE_STORAGE_BUCKET"),
  VITE_FIREBASE_APP_ID: required("VITE_FIREBASE_APP_ID"),
  VITE_AUTH_EMULATOR_HOST: noEmulator("VITE_AUTH_EMULATOR_HOST", "Auth"),
  VITE_FIRESTORE_EMULATOR_HOST: noEmulator("VITE_FIRESTORE_EMULATOR_HOST", "Firestore"),
  VITE_STORAGE_EMULATOR_HOST: noEmulator("VITE_STORAGE_EMULATOR_HOST", "Storage"),
  VITE_RECAPTCHA_SITE_KEY: required("VITE_RECAPTCHA_SITE_KEY"),
  // Functions and Storage refuse requests without an App Check token in production (docs/security.md).
  VITE_APP_CHECK_SITE_KEY: required("VITE_APP_CHECK_SITE_KEY"),
  VITE_APP_CHECK_DEBUG_TOKEN: z
    .string()
    .max(0, { error: "VITE_APP_CHECK_DEBUG_TOKEN must be empty: a production build never uses a debug token" })
    .default(""),
});

export type AppEnv = z.infer<typeof localSchema>;

/** Validates `source` for a build mode; a bad or missing value throws with every problem listed. */
export function parseEnv(source: Record<string, unknown>, mode: string): AppEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined));
  const schema = mode === "production" ? productionSchema : localSchema;
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.message}`);
    throw new Error(`Invalid environment configuration for a ${mode} build:\n${problems.join("\n")}`);
  }
  return result.data;
}
