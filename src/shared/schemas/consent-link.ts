import { z } from "zod";

/** A signed consent link's token (src/core/consent/consent-link.ts); anything else is an unknown link. */
export const consentTokenSchema = z.object({
  token: z.string().trim().min(1).max(512),
});
