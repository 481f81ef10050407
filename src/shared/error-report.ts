/**
 * What a browser sends about an error it met (src/lib/error-reports.ts) to the `clientErrors` function
 * (`POST /api/client-errors`), which checks it again (schemas/error-report.ts) and writes one structured error entry
 * per report (docs/operations.md). No personal data travels: no form value, no file name, no address, no token; a
 * page is its path alone, and every text passes `scrubbed` on both sides.
 */
export const ERROR_REPORT_PATH = "/api/client-errors";

/** What went wrong: an uncaught error, an unhandled rejection, the app's code not loading, an upload given up, a function's 5xx, a page that failed to render. */
export const ERROR_KINDS = ["error", "rejection", "chunk", "upload", "api", "render"] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const ERROR_REPORT_LIMITS = {
  /** Reports in one request. */
  perBatch: 5,
  /** Distinct reports one page load sends at most; repeats of one are counted, not sent again. */
  perPage: 5,
  message: 300,
  stack: 2_000,
  page: 200,
  code: 60,
  release: 40,
} as const;

export interface ErrorReport {
  kind: ErrorKind;
  message: string;
  stack?: string;
  /** The page's path, never its query or fragment (a status link carries its token there). */
  page: string;
  /** An HTTP status: the function's 5xx, the upload's last answer. */
  status?: number;
  /** A machine code (`storage/retry-limit-exceeded`). */
  code?: string;
  /** How many times the page met this same report. */
  count: number;
}

export interface ErrorReportBatch {
  release: string;
  reports: ErrorReport[];
}

/** An e-mail address, its @ written or percent-encoded. */
const EMAIL = /[^\s@<>()"',;:/]+(?:@|%40)[^\s@<>()"',;:/]+\.[a-z]{2,}/gi;
/** A URL's query and fragment, where the site's links carry their tokens. */
const URL_TAIL = /(\b[a-z][\w+.-]*:\/\/[^\s?#)'"]*)[?#][^\s)'"]*/gi;
/** A query or fragment with a value, after a relative address or none (`/application-status?token=…`). */
const QUERY = /[?#&][^\s?#&=)'"]*=[^\s)'"]*/g;
/** Long opaque runs (tokens, keys, JWTs): 32 or more letters, digits and the token alphabets' punctuation. */
const OPAQUE = /[A-Za-z0-9_\-+/=.%]{32,}/g;

/** `text` without e-mail addresses, URL queries and fragments or token-like runs, cut to `max` characters. */
export function scrubbed(text: string, max: number): string {
  // Cut first, so a long text costs the patterns little, and without its last run, which the cut may have split.
  const cut = text.length > 4 * max ? text.slice(0, 4 * max).replace(/\S*$/, "") : text;
  return cut
    .replace(URL_TAIL, "$1")
    .replace(QUERY, "")
    .replace(EMAIL, "[email]")
    .replace(OPAQUE, keepPathsOnly)
    .slice(0, max);
}

/**
 * A run with a slash is a script's path or a URL, and one whose last dotted part is a few letters a file or host name
 * (kept: a stack needs them); anything else goes, the site's dotted status and consent tokens included.
 */
function keepPathsOnly(run: string): string {
  return run.includes("/") || /\.[a-z]{1,5}$/i.test(run) ? run : "[redacted]";
}

/** A page's address as reports carry it: its path alone. */
export function pagePath(address: string): string {
  const path = address.replace(/^[a-z][\w+.-]*:\/\/[^/]*/i, "").replace(/[?#].*$/s, "");
  return (path.startsWith("/") ? path : `/${path}`).slice(0, ERROR_REPORT_LIMITS.page);
}
