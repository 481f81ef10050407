import { write, type LogEntry } from "firebase-functions/logger";
import { ERROR_REPORT_LIMITS, scrubbed, type ErrorReport } from "~/shared/error-report";
import { RELEASE } from "~/shared/release";
import { processEnvironment, type Environment } from "../runtime/environment";

/** The payload type Cloud Error Reporting groups an entry by (with its `message`'s stack or `context.reportLocation`). */
export const REPORTED_ERROR_EVENT =
  "type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent";
/** The service the browsers' errors are grouped under (the functions' are each function's name). */
export const SITE_SERVICE = "site";

/**
 * What the alert policies count (scripts/monitoring/metrics): a secret the provider refused, a finished upload whose
 * check failed, a report from a browser, any other failure of a function.
 */
export type ErrorEvent = "secret-rejected" | "upload-check-failed" | "client-error" | "function-failed";
export type RejectedSecret = "RECAPTCHA_SECRET" | "SMTP_PASSWORD";

/** The fields every error entry has, browser's or function's (docs/operations.md, "Reading an error entry"). */
export interface ErrorFields {
  event: ErrorEvent;
  origin: "browser" | "function";
  /** A browser report's kind, or `request`, `upload-check`, `scheduled`, `trigger`, `secret`. */
  kind: string;
  /** The page's path (browser) or the request's path (function); no query. */
  page: string;
  release: string;
  status?: number;
  code?: string;
  count?: number;
  secret?: RejectedSecret;
}

/** A V8 stack ("Error: …\n    at …"), which Error Reporting parses; any other needs a report location. */
const V8_STACK = /\n\s+at .+/;

/**
 * One structured error entry Cloud Error Reporting groups (`@type`, `serviceContext`, a stack in `message`, else
 * `context.reportLocation`), with the fields above beside it for the log-based metrics.
 */
export function errorEntry(service: string, message: string, stack: string | undefined, fields: ErrorFields): LogEntry {
  const text = stack && V8_STACK.test(stack) ? (stack.startsWith(message) ? stack : `${message}\n${stack}`) : message;
  return {
    severity: "ERROR",
    "@type": REPORTED_ERROR_EVENT,
    message: text,
    serviceContext: { service, version: fields.release },
    context: {
      httpRequest: { url: fields.page, ...(fields.status ? { responseStatusCode: fields.status } : {}) },
      ...(text === message
        ? { reportLocation: { filePath: fields.page || service, lineNumber: 0, functionName: fields.kind } }
        : {}),
    },
    ...fields,
  };
}

export interface ErrorLog {
  /** A browser's report (already checked and scrubbed by schemas/error-report.ts). */
  browserReport(report: ErrorReport, release: string): void;
  /** A function's failure: what threw, where (`page`: the request's path, or the object or job), and its status. */
  functionFailure(error: unknown, where: { kind: string; page?: string; status?: number; event?: ErrorEvent }): void;
  /** A provider refused one of the function's secrets: the alert "secret rejected" (docs/operations.md). */
  secretRejected(secret: RejectedSecret, detail: string): void;
}

/** The function's name as Cloud Run and the Functions emulator give it. */
const serviceName = (env: Environment) => env.FUNCTION_TARGET ?? env.K_SERVICE ?? "functions";

/** Every entry through firebase-functions' logger (JSON on stdout/stderr, which Cloud Logging reads as jsonPayload). */
export function createErrorLog(
  writeEntry: (entry: LogEntry) => void = write,
  env: Environment = processEnvironment(),
): ErrorLog {
  const service = serviceName(env);
  return {
    browserReport(report, release) {
      const { kind, message, stack, page, status, code, count } = report;
      writeEntry(
        errorEntry(SITE_SERVICE, message, stack, {
          event: "client-error",
          origin: "browser",
          kind,
          page,
          release,
          status,
          code,
          count,
        }),
      );
    },
    functionFailure(error, { kind, page = "", status, event = "function-failed" }) {
      // A function's own error can quote what a request held (an address, a link's token): scrubbed as a browser's.
      const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      const message = scrubbed(raw, ERROR_REPORT_LIMITS.message);
      const stack =
        error instanceof Error && error.stack ? scrubbed(error.stack, ERROR_REPORT_LIMITS.stack) : undefined;
      writeEntry(
        errorEntry(service, message, stack, { event, origin: "function", kind, page, release: RELEASE, status }),
      );
    },
    secretRejected(secret, detail) {
      const message = `${secret} was refused: ${detail}`;
      writeEntry(
        errorEntry(service, message, undefined, {
          event: "secret-rejected",
          origin: "function",
          kind: "secret",
          page: "",
          release: RELEASE,
          secret,
        }),
      );
    },
  };
}

/**
 * A background function (schedule, trigger) whose failures are logged as error entries, then thrown again so the
 * platform retries or records the run as failed as before. Never the object's or document's name: an upload's
 * path carries its file's name.
 */
export function loggingFailures<Args extends unknown[], Result>(
  kind: string,
  run: (...args: Args) => Promise<Result>,
  event: ErrorEvent = "function-failed",
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await run(...args);
    } catch (error) {
      createErrorLog().functionFailure(error, { kind, event });
      throw error;
    }
  };
}
