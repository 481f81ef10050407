/**
 * What the functions wrote, read back from the Functions emulator's own output as Cloud Logging would read it: the
 * stack (scripts/firebase-stack.mjs serve) keeps firebase-tools' output in its log file, one structured entry a line.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { REPORTED_ERROR_EVENT } from "@functions/firebase/observability/error-log";
import { structuredEntries } from "@testing/emulators/functions-emulator";

const LOG = path.resolve(".data/firebase-stack-serve/emulators.log");

export type LogEntry = Record<string, unknown>;

function logText(from = 0): string {
  if (!existsSync(LOG)) throw new Error(`${LOG} is missing: the browser tests' stack writes it as it starts`);
  return readFileSync(LOG).subarray(from).toString("utf8");
}

/** Where the log ends now: entries written from here on are a test's own. */
export const logEnd = (): number => (existsSync(LOG) ? statSync(LOG).size : 0);

/** The browsers' error entries (`clientErrors`) written since `from` (a `logEnd()`) that `matches` picks. */
export function browserErrorEntries(matches: (entry: LogEntry) => boolean, from = 0): LogEntry[] {
  return structuredEntries(logText(from)).filter(
    (entry) => entry["@type"] === REPORTED_ERROR_EVENT && entry.origin === "browser" && matches(entry),
  );
}

/**
 * Waits until `count` of the entries are written, then a moment longer, and answers them all: a second entry for
 * the same report would be written within that moment.
 */
export async function expectBrowserErrorEntries(
  matches: (entry: LogEntry) => boolean,
  count: number,
  { from = 0, timeout = 15_000 }: { from?: number; timeout?: number } = {},
): Promise<LogEntry[]> {
  await expect
    .poll(() => browserErrorEntries(matches, from).length, { timeout, message: "the error entries written" })
    .toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return browserErrorEntries(matches, from);
}
