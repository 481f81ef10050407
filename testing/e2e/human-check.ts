import type { BrowserContext, Page } from "@playwright/test";
import { localHumanCheckToken } from "~/shared/human-check";

/** Google's script, as react-google-recaptcha asks for it (www.google.com or recaptcha.net). */
const GOOGLE_HUMAN_CHECK = /^https:\/\/(www\.google\.com|recaptcha\.net|www\.recaptcha\.net)\/recaptcha\//;

/**
 * The emulator build's human check: a chunk of its own (src/lib/human-check/local-human-check.tsx), asked for
 * when a form arms the check, as Google's script is in production. Built, it is assets/local-human-check-*.js.
 */
const LOCAL_HUMAN_CHECK = /\/local-human-check[^/]*\.(js|tsx)(\?.*)?$/;

/** The token the local stand-in answers for a form; the emulators' functions refuse it for any other form. */
export const fakeHumanCheckToken = localHumanCheckToken;

/**
 * The context's pages never ask Google for its script (the emulator build's stand-in needs no internet): any
 * such request is refused and listed, for the `humanCheck` fixture (testing/e2e/fixtures.ts) to fail the test with.
 */
export async function answerHumanChecks(context: BrowserContext): Promise<string[]> {
  const askedGoogle: string[] = [];
  await context.route(GOOGLE_HUMAN_CHECK, (route) => {
    askedGoogle.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return askedGoogle;
}

/**
 * The human check's code never arrives (a blocked or dead connection, as when Google's script never loads in
 * production): the check never answers, which is what the forms' time limits are for.
 */
export async function hangHumanCheck(page: Page): Promise<void> {
  await page.route(LOCAL_HUMAN_CHECK, () => undefined);
}
