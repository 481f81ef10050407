import { z } from "zod";
import { ATTRIBUTION_LIMITS, HOST_NAME, LANDING_PATH, type Attribution, type PricedEstimate } from "../attribution";
import { MAX_CREATORS, MIN_CREATORS, quote, type CreatorTier } from "../pricing";
import { text, textField } from "./fields";

export const ATTRIBUTION_MESSAGES = {
  invalid: "The attribution sent with the form is not valid",
  referrerHost: "Referring site must be a host name such as www.google.com",
  landingPath: "Landing page must be a path on this site starting with /",
  estimateTier: "Priced creator type must be pro or rising",
  estimateCreators: `Priced number of creators must be a whole number from ${MIN_CREATORS} to ${MAX_CREATORS}`,
} as const;

const M = ATTRIBUTION_MESSAGES;
const orNull = (value: string) => (value === "" ? null : value);

/** A campaign tag: trimmed, capped, no hidden characters; lower-cased so "TikTok" and "tiktok" are one source. */
const tag = (label: string) =>
  textField({ label, max: ATTRIBUTION_LIMITS.tag }).transform((value) => orNull(value.toLowerCase()));

const touchSchema = z.object(
  {
    source: tag("Source (utm_source)"),
    medium: tag("Medium (utm_medium)"),
    campaign: tag("Campaign (utm_campaign)"),
    referrerHost: text()
      .pipe(
        z
          .string()
          .max(ATTRIBUTION_LIMITS.referrerHost, M.referrerHost)
          .transform((value) => value.toLowerCase())
          .refine((value) => value === "" || HOST_NAME.test(value), M.referrerHost),
      )
      .transform(orNull),
    landingPath: textField({ label: "Landing page", max: ATTRIBUTION_LIMITS.landingPath })
      .refine((value) => value === "" || LANDING_PATH.test(value), M.landingPath)
      .transform(orNull),
  },
  { error: M.invalid },
);

/** Multipart sends an object as JSON text (src/shared/wire/codec.ts). */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * `attribution` of every public form (product.md §P6.10): optional, each part checked and capped like any
 * other field; a part that fails refuses the whole request, so nothing half-checked is stored.
 */
export const attributionField = z
  .preprocess(
    parseJsonText,
    z
      .object({ first: touchSchema.nullish(), last: touchSchema.nullish() }, { error: M.invalid })
      .transform((value): Attribution => ({ first: value.first ?? null, last: value.last ?? null })),
  )
  .optional();

/**
 * What the brand priced on /prices (product.md §P4.2.13): the type and the number of creators. The total is
 * worked out here from the price table, never taken from the request.
 */
export const pricedEstimateField = z
  .preprocess(
    parseJsonText,
    z
      .object(
        {
          tier: z.enum(["pro", "rising"], { error: M.estimateTier }),
          creators: z
            .number({ error: M.estimateCreators })
            .int(M.estimateCreators)
            .min(MIN_CREATORS, M.estimateCreators)
            .max(MAX_CREATORS, M.estimateCreators),
        },
        { error: M.estimateCreators },
      )
      .transform(({ tier, creators }): PricedEstimate => ({
        tier: tier as CreatorTier,
        creators,
        totalPence: quote(tier as CreatorTier, creators).totalPence,
      })),
  )
  .optional();
