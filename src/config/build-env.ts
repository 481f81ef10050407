/**
 * The browser's settings, read here and nowhere else: Vite writes each into the build. They are checked with
 * env-schema.ts when a build or the dev server starts (vite.config.ts) and again in env.ts before the backend
 * uses them. This module imports no zod, so a public page reads the site key without it in its first bundle.
 */

/** Every `VITE_*` setting and the build's mode, for env.ts to validate. */
export const BUILD_SETTINGS: Record<string, unknown> = import.meta.env;

export const BUILD_MODE: string = import.meta.env.MODE;

/**
 * Emulator builds (`npm start`'s dev server, `--mode emulated`) run without internet and without a reCAPTCHA
 * secret: they use the local stand-in. Written out from the replaced mode so a production build folds it to
 * `false` and drops the stand-in.
 */
export const LOCAL_HUMAN_CHECK: boolean = import.meta.env.MODE === "development" || import.meta.env.MODE === "emulated";

/** The one setting every page needs; env-schema.ts requires it in a production build. */
export const RECAPTCHA_SITE_KEY: string = (import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) ?? "";
