import { z } from "zod";
import { ERROR_KINDS, ERROR_REPORT_LIMITS as LIMITS, pagePath, scrubbed, type ErrorReportBatch } from "../error-report";

/** A text field: anything longer is cut, and it is scrubbed again whatever the browser did. */
const text = (max: number) => z.string().transform((value) => scrubbed(value, max));

/**
 * A batch of browser error reports as the `clientErrors` function takes it (src/shared/error-report.ts): a
 * malformed one is refused whole; over-long texts are cut rather than refused, so a real error is never lost to
 * its length; a page keeps its path only.
 */
export const errorReportBatchSchema = z.strictObject({
  release: text(LIMITS.release),
  reports: z
    .array(
      z.strictObject({
        kind: z.enum(ERROR_KINDS),
        message: text(LIMITS.message),
        stack: text(LIMITS.stack).optional(),
        page: z.string().transform(pagePath),
        status: z.number().int().min(100).max(599).optional(),
        code: text(LIMITS.code).optional(),
        count: z.number().int().min(1).max(1_000_000).default(1),
      }),
    )
    .min(1)
    .max(LIMITS.perBatch),
}) satisfies z.ZodType<ErrorReportBatch, unknown>;
