import { BUILD_MODE, BUILD_SETTINGS } from "./build-env";
import { parseEnv, type AppEnv } from "./env-schema";

/** The browser's validated settings (see env-schema.ts): a bad or missing one throws, naming it, on first use. */
export const env: AppEnv = parseEnv(BUILD_SETTINGS, BUILD_MODE);
