// Errors a visitor's browser meets, sent without personal data to the `clientErrors` function
// (src/shared/error-report.ts; docs/operations.md, "Client errors"). Part of the page chrome every page runs first,
// so it stays small: one listener each for uncaught errors and rejections, a queue, and a beacon a couple of seconds
// after the first report or as the page goes away.
import {
  ERROR_REPORT_LIMITS as LIMITS,
  ERROR_REPORT_PATH,
  pagePath,
  scrubbed,
  type ErrorKind,
  type ErrorReport,
} from "~/shared/error-report";
import { RELEASE } from "~/shared/release";

/** Reports met together are sent together: one request for a burst. */
const BATCH_AFTER_MS = 2_000;

const reported = new Map<string, ErrorReport>();
let queued: ErrorReport[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

const textOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === "string" ? error : "Non-error thrown";

/**
 * Notes `error` for the next batch: its message and stack scrubbed, the page as its path. A report met again is
 * counted, not sent again; a page sends its first LIMITS.perPage distinct reports only.
 */
export function reportError(kind: ErrorKind, error: unknown, detail: Pick<ErrorReport, "status" | "code"> = {}) {
  // Only a page reports: the same code runs in tests and scripts, which have no page.
  if (typeof location === "undefined") return;
  const message = scrubbed(textOf(error), LIMITS.message);
  const key = `${kind} ${message} ${detail.status}`;
  const known = reported.get(key);
  if (known) {
    known.count += 1;
    return;
  }
  if (reported.size >= LIMITS.perPage) return;
  const stack = error instanceof Error && error.stack ? scrubbed(error.stack, LIMITS.stack) : undefined;
  const report: ErrorReport = { kind, message, page: pagePath(location.href), count: 1, stack, ...detail };
  reported.set(key, report);
  queued.push(report);
  timer ??= setTimeout(sendReports, BATCH_AFTER_MS);
}

function sendReports() {
  clearTimeout(timer);
  timer = undefined;
  for (let at = 0; at < queued.length; at += LIMITS.perBatch) {
    const batch = JSON.stringify({ release: RELEASE, reports: queued.slice(at, at + LIMITS.perBatch) });
    navigator.sendBeacon?.(ERROR_REPORT_PATH, new Blob([batch], { type: "application/json" }));
  }
  queued = [];
}

/** Listens for uncaught errors and unhandled rejections (once per page load). */
export function startErrorReports(): void {
  if (started) return;
  started = true;
  addEventListener("error", (event) => {
    // "Script error." is all a cross-origin script's error says; an extension's is not the site's.
    if (!event.error || /-extension:\/\//.test(String((event.error as Error).stack))) return;
    reportError("error", event.error);
  });
  addEventListener("unhandledrejection", (event) => reportError("rejection", event.reason));
  addEventListener("pagehide", sendReports);
}
