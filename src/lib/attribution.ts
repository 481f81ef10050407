import {
  ATTRIBUTION_LIMITS,
  HOST_NAME,
  sitePath,
  type Attribution,
  type PricedEstimate,
  type Touch,
} from "~/shared/attribution";
import { MAX_CREATORS, MIN_CREATORS, quote, type CreatorTier } from "~/shared/pricing";
import { readConsent, subscribeConsent } from "./consent-state";

/**
 * Where a visitor came from, for the records the public forms create (docs/product.md §P6.10). No framework:
 * every page starts it (app/public-page.ts) and the backend client reads it when it sends a form.
 *
 * - Without an accepted cookie answer nothing is kept on the device: a form carries only what its own page
 *   has (the campaign tags of its address and the host of `document.referrer`).
 * - Once the visitor accepts, this page's arrival is kept in localStorage (ATTRIBUTION_STORAGE_KEY): the
 *   first arrival stays, and each later arrival from a campaign link or another site becomes the last one.
 *   Declining removes it.
 */
export const ATTRIBUTION_STORAGE_KEY = "reelmark_attribution";
/** A remembered arrival older than this is forgotten. */
export const ATTRIBUTION_MAX_AGE_DAYS = 90;

interface Remembered {
  first: Touch;
  last: Touch;
  savedAt: string;
}

// Letters, marks, digits, punctuation, symbols and plain spaces: a tag with control or invisible characters
// (which the server refuses) is left out rather than failing the visitor's form.
const READABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u;

function tag(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().slice(0, ATTRIBUTION_LIMITS.tag).trim();
  return value && READABLE.test(value) ? value.toLowerCase() : null;
}

/** The referring site's host, never its address; none for this site itself. */
function referrerHostOf(referrer: string, ownHost: string): string | null {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  const valid = host.length <= ATTRIBUTION_LIMITS.referrerHost && HOST_NAME.test(host);
  return valid && host !== ownHost.toLowerCase() ? host : null;
}

/** What one page's address and referrer say about how the visitor got there. */
export function touchOf(address: string, referrer: string): Touch {
  const url = new URL(address);
  const path = url.pathname;
  return {
    source: tag(url.searchParams, "utm_source"),
    medium: tag(url.searchParams, "utm_medium"),
    campaign: tag(url.searchParams, "utm_campaign"),
    referrerHost: referrerHostOf(referrer, url.hostname),
    landingPath: sitePath(path),
  };
}

/** An arrival from a campaign link or another site; a direct visit or a reload is not one. */
const isArrival = (touch: Touch) => Boolean(touch.source || touch.medium || touch.campaign || touch.referrerHost);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function recall(now: Date): Remembered | null {
  try {
    const value = JSON.parse(storage()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? "null") as Remembered | null;
    const age = value ? now.getTime() - Date.parse(value.savedAt) : Infinity;
    return value?.first && value.last && age <= ATTRIBUTION_MAX_AGE_DAYS * 86_400_000 ? value : null;
  } catch {
    return null;
  }
}

function remember(arrival: Touch, now = new Date()): void {
  const kept = recall(now);
  if (kept && !isArrival(arrival)) return;
  const value: Remembered = { first: kept?.first ?? arrival, last: arrival, savedAt: now.toISOString() };
  try {
    storage()?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or switched off: the forms fall back to what their page carries.
  }
}

function forget(): void {
  try {
    storage()?.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Nothing could be kept either.
  }
}

let started = false;

/**
 * Notes this page's arrival: kept once the visitor has accepted cookies (now or when they answer), removed when
 * they decline. Runs once per page load, before any in-page navigation changes the address.
 */
export function startAttribution(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const arrival = touchOf(window.location.href, document.referrer);
  const sync = () => {
    const answer = readConsent();
    if (answer === "true") remember(arrival);
    else if (answer === "false") forget();
  };
  sync();
  subscribeConsent(sync);
}

/** What a form sends: the remembered touches with consent, else only what the submitting page carries. */
export function attributionForSubmission(): Attribution | undefined {
  if (typeof window === "undefined") return undefined;
  const kept = readConsent() === "true" ? recall(new Date()) : null;
  if (kept) return { first: kept.first, last: kept.last };
  return { first: null, last: touchOf(window.location.href, document.referrer) };
}

/** A form's values with where the visitor came from, unless they already say (the backend client adds it to each form). */
export function withAttribution<Values extends { attribution?: Attribution }>(values: Values): Values {
  return { ...values, attribution: values.attribution ?? attributionForSubmission() };
}

/** The credit calculator's estimate in the address of /brand-signup (`?tier=pro&creators=10`), when well-formed. */
export function estimateInAddress(): PricedEstimate | undefined {
  if (typeof window === "undefined") return undefined;
  const params = new URLSearchParams(window.location.search);
  const tier = params.get("tier");
  const creators = Number(params.get("creators"));
  if ((tier !== "pro" && tier !== "rising") || !Number.isInteger(creators)) return undefined;
  if (creators < MIN_CREATORS || creators > MAX_CREATORS) return undefined;
  return { tier: tier as CreatorTier, creators, totalPence: quote(tier, creators).totalPence };
}

/** The address of /brand-signup carrying an estimate. */
export function estimateQuery(tier: CreatorTier, creators: number): string {
  return `?${new URLSearchParams({ tier, creators: String(creators) }).toString()}`;
}
