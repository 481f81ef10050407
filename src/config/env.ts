import { z } from "zod";

const envSchema = z.object({
  VITE_BACKEND: z.enum(["embedded", "firebase"]).default("embedded"),
  VITE_FIREBASE_API_KEY: z.string().min(1).default("demo-api-key"),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default("demo-ugc-marketplace"),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  /** host:port of the Auth emulator; empty string means "use real Firebase Auth". */
  VITE_AUTH_EMULATOR_HOST: z.string().default("127.0.0.1:9099"),
  VITE_RECAPTCHA_SITE_KEY: z.string().default(""),
});

export type AppEnv = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  if (
    env.VITE_BACKEND === "firebase" &&
    env.VITE_FIREBASE_PROJECT_ID.startsWith("demo-") &&
    !env.VITE_AUTH_EMULATOR_HOST
  ) {
    throw new Error("VITE_FIREBASE_PROJECT_ID must name a real project when the Auth emulator is not used");
  }
  return env;
}

export const env: AppEnv = parseEnv(import.meta.env);
