/**
 * The one setting every page needs, read without the zod-validated `env` module so that
 * public pages do not ship zod in their first bundle. `env.ts` validates the same value.
 */
export const RECAPTCHA_SITE_KEY: string = (import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) ?? "";
