import { parseEnv, type AppEnv } from "./env-schema";

/** The browser's validated settings (see env-schema.ts). */
export const env: AppEnv = parseEnv(import.meta.env, import.meta.env.MODE);
