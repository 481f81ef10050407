import { widestLocalShare, type RateLimits } from "./rate-limit";

/**
 * Requests a minute per client (and per signed-in uid) in each group: exactly, on one instance; a group with a
 * `localShare` lets a client one more through for each other instance that serves it (docs/security.md).
 */
export const RATE_LIMIT_PER_MINUTE = 30;

/**
 * Who may spend a group's allowances and its ceiling. A group is App-Checked (every endpoint in it
 * verifies an App Check token before counting a request) or tokenless, never both: the entry point
 * skips App Check only for a tokenless group's endpoints, so what anyone can send without a token
 * fills no ceiling that an App-Checked endpoint counts on (docs/security.md "Abuse limits").
 */
export interface RateGroup {
  appCheck: boolean;
  limits: RateLimits;
}

/** What each public function may scale to (functions/src/index.ts, `PUBLIC_MAX_INSTANCES`). */
const INSTANCES_PER_FUNCTION = 10;

/**
 * Far above honest traffic: one client fills at most a hundredth of the ceiling. Each instance counts
 * a client's first request of the minute in memory (`localShare`), so a visitor's one sign-up writes
 * no count; spread over the 10 instances, a client gets at most 39 through instead of 30.
 */
const APP_CHECKED_LIMITS = { perClient: RATE_LIMIT_PER_MINUTE, ceiling: 3_000, instances: INSTANCES_PER_FUNCTION };
const APP_CHECKED: RateGroup = {
  appCheck: true,
  limits: { ...APP_CHECKED_LIMITS, localShare: widestLocalShare(APP_CHECKED_LIMITS) },
};

export const RATE_GROUPS = {
  subscribe: APP_CHECKED,
  application: APP_CHECKED,
  contact: APP_CHECKED,
  /**
   * The consent links' pages (confirm, unsubscribe) and the applicant's status page (see, withdraw):
   * four functions, so up to 40 instances count the ceiling together.
   */
  consent: {
    ...APP_CHECKED,
    limits: { ...APP_CHECKED_LIMITS, instances: 4 * INSTANCES_PER_FUNCTION, localShare: 0 },
  },
  /** "Send me my link again". */
  "status-link": APP_CHECKED,
  upload: APP_CHECKED,
  /**
   * RFC 8058 one-click unsubscribe, GET and POST: mail clients and their scanners carry no App Check
   * token. Honest traffic is a few unsubscribes a day, and the e-mail's own link opens the unsubscribe
   * page (group `consent`) when this one is full; one client fills at most a fiftieth of it.
   */
  "one-click": {
    appCheck: false,
    limits: { perClient: RATE_LIMIT_PER_MINUTE, ceiling: 1_500, instances: INSTANCES_PER_FUNCTION },
  },
  /**
   * One-click requests whose link's signature does not verify (api-functions.ts): counted here, per
   * client, and never in `one-click`, so forged links from any number of addresses leave the ceiling
   * of genuine ones untouched. When this ceiling fills, only such links are refused; it is small, as
   * honest traffic sends none (what it costs: stranger-cost.test.ts).
   */
  "one-click-unsigned": {
    appCheck: false,
    limits: { perClient: RATE_LIMIT_PER_MINUTE, ceiling: 300, instances: INSTANCES_PER_FUNCTION },
  },
  /**
   * Browsers' error reports (`POST /api/client-errors`), sent by beacon from every page, App Check or not (the public
   * pages load no Firebase): a page sends at most a few batches, so 6 a minute per client; a ceiling of its own, so
   * what strangers send never spends another group's.
   */
  "client-errors": { appCheck: false, limits: { perClient: 6, ceiling: 600, instances: INSTANCES_PER_FUNCTION } },
} as const satisfies Record<string, RateGroup>;

export type RateGroupName = keyof typeof RATE_GROUPS;
export type RateGroupLimits = Record<RateGroupName, RateLimits>;

/** Each group's limits, as the runtime counts them. */
export const RATE_LIMITS = Object.fromEntries(
  Object.entries(RATE_GROUPS).map(([name, group]) => [name, group.limits]),
) as RateGroupLimits;

/** True when the group's endpoints verify App Check before they count a request. */
export const appChecked = (group: RateGroupName | undefined): boolean => !group || RATE_GROUPS[group].appCheck;
