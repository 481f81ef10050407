import { estimateOf, formatEstimate, type Touch } from "~/shared/attribution";
import { Fact } from "./fact";

/** One touch in a line: "source tiktok, campaign launch, from www.tiktok.com, landed on /". */
export function touchText(touch: Touch | null | undefined): string | null {
  if (!touch) return null;
  const parts = [
    touch.source && `source ${touch.source}`,
    touch.medium && `medium ${touch.medium}`,
    touch.campaign && `campaign ${touch.campaign}`,
    touch.referrerHost && `from ${touch.referrerHost}`,
    touch.landingPath && `landed on ${touch.landingPath}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** A list row's short form of the last touch: "tiktok · launch"; null when it has neither. */
export function sourceAndCampaign(record: Attributed): string | null {
  const last = record.attribution?.last;
  const parts = [last?.source, last?.campaign].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

interface Attributed {
  attribution?: { first: Touch | null; last: Touch | null };
  estimate?: unknown;
}

/**
 * Where a record came from (docs/product.md §P6.10), as rows of a card's facts: the last touch, the first when it
 * differs (known only with the visitor's cookie consent), and a brand's estimate from /prices.
 */
export function AttributionFacts({ record }: { record: Attributed }) {
  const last = touchText(record.attribution?.last);
  const first = touchText(record.attribution?.first);
  const estimate = estimateOf(record.estimate);
  return (
    <>
      {record.attribution ? <Fact term="Came from">{last ?? "Not known (a direct visit)"}</Fact> : null}
      {first && first !== last ? <Fact term="First came from">{first}</Fact> : null}
      {estimate ? <Fact term="Estimate">{formatEstimate(estimate)}</Fact> : null}
    </>
  );
}
