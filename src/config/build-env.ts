/**
 * The browser's settings, read here and nowhere else: Vite writes each into the build. They are checked with
 * env-schema.ts when a build or the dev server starts (vite.config.ts) and again in env.ts before the backend
 * uses them. This module imports no zod, so a public page reads the site key without it in its first bundle.
 */

/** Every `VITE_*` setting and the build's mode, for env.ts to validate. */
export const BUILD_SETTINGS: Record<string, unknown> = import.meta.env;

export const BUILD_MODE: string = import.meta.env.MODE;

/**
 * Emulator builds (`npm start`'s dev server, `--mode emulated`) run without internet, where Google's script cannot
 * load, and their functions have no secret to verify a token with: they use the local stand-in.
 */
export const LOCAL_HUMAN_CHECK: boolean = import.meta.env.MODE === "development" || import.meta.env.MODE === "emulated";

/**
 * The human check's widget this build carries. The condition is written out here, where the mode is replaced, so
 * a production build folds it and holds no stand-in at all (a constant from another module would leave its chunk
 * behind).
 */
export const loadHumanCheckWidget = () =>
  import.meta.env.MODE === "development" || import.meta.env.MODE === "emulated"
    ? import("~/lib/human-check/local-human-check")
    : import("~/lib/human-check/google-human-check");

/** The one setting every page needs; env-schema.ts requires it in a production build. */
export const RECAPTCHA_SITE_KEY: string = (import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) ?? "";
