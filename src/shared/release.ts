/** Set by the site's and the functions' builds (scripts/release.ts); absent in unit tests. */
declare const __RELEASE__: string | undefined;

/** The release this code was built as: error reports and /api/health name it. */
export const RELEASE: string = typeof __RELEASE__ === "string" ? __RELEASE__ : "unreleased";
