import { errorReportBatchSchema } from "~/shared/schemas/error-report";
import type { ErrorLog } from "../observability/error-log";
import type { CoreHandler } from "./entry-point";

export const MALFORMED_REPORT = "This error report is malformed.";

/**
 * `POST /api/client-errors` (src/lib/error-reports.ts sends it): each report of a well-formed batch becomes one
 * structured error entry; the schema cuts over-long texts and scrubs them again, whatever the browser did.
 */
export function recordClientErrors(errors: ErrorLog): CoreHandler {
  return async (input) => {
    const batch = errorReportBatchSchema.safeParse(input);
    if (!batch.success) return { status: 400, body: { error: MALFORMED_REPORT } };
    for (const report of batch.data.reports) errors.browserReport(report, batch.data.release);
    return { status: 200, body: { recorded: batch.data.reports.length } };
  };
}
