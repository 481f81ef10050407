/**
 * Weeks as the admin reads them: Monday to Sunday in Europe/London (GMT in winter, BST in summer).
 * Used for the overview's weekly buckets, in the browser and on the server.
 */

const TIME_ZONE = "Europe/London";
const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
});

interface LondonParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: string;
}

export function londonParts(instant: Date): LondonParts {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: String(parts.weekday),
  };
}

/** How far London is ahead of UTC at `instant`, in ms (0 or one hour). */
function londonOffsetMs(instant: Date): number {
  const p = londonParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant London's clocks read 00:00 on the given calendar day. */
function londonMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Clocks change at 01:00 UTC, never at midnight, so the offset a few hours before applies.
  return new Date(guess - londonOffsetMs(new Date(guess - 3 * 3_600_000)));
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export interface LondonWeek {
  /** The Monday, as an ISO date (YYYY-MM-DD). */
  weekStart: string;
  /** UTC instants bounding the week: [from, to). */
  from: string;
  to: string;
}

/** The last `count` weeks up to and including the one `now` is in, oldest first. */
export function lastLondonWeeks(now: Date, count: number): LondonWeek[] {
  const today = londonParts(now);
  const mondayUtcDay = Date.UTC(today.year, today.month - 1, today.day) - WEEKDAY_INDEX[today.weekday]! * DAY_MS;
  const weeks: LondonWeek[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const monday = new Date(mondayUtcDay - back * 7 * DAY_MS);
    const next = new Date(monday.getTime() + 7 * DAY_MS);
    weeks.push({
      weekStart: monday.toISOString().slice(0, 10),
      from: londonMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()).toISOString(),
      to: londonMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()).toISOString(),
    });
  }
  return weeks;
}

/** "dd/mm/yyyy HH:mm" in London time, as UK readers expect; "" for a missing or invalid date. */
export function formatUkDateTime(value: unknown): string {
  if (typeof value !== "string" || !value) return "";
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return "";
  const p = londonParts(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}`;
}
