import { z } from "zod";

/**
 * A signed consent link's token (functions/src/core/consent/consent-link.ts); anything else is an unknown link.
 * Taken exactly as sent, never trimmed: only the bytes that were signed pass the signature check.
 */
export const consentTokenSchema = z.object({
  token: z.string().min(1).max(512),
});
