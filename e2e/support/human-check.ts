import type { BrowserContext, Page } from "@playwright/test";

/** Google's script, as react-google-recaptcha asks for it (www.google.com or recaptcha.net). */
export const HUMAN_CHECK_SCRIPT =
  /^https:\/\/(www\.google\.com|recaptcha\.net|www\.recaptcha\.net)\/recaptcha\/api\.js/;

/** The token the stand-in answers; the stack has no reCAPTCHA secret, so its server skips the check. */
export const FAKE_HUMAN_CHECK_TOKEN = "e2e-human-check-token";

/**
 * A stand-in for Google's invisible reCAPTCHA script with the part of its API the widget uses
 * (render, execute, reset): every challenge passes at once. The e2e build carries Google's
 * published test site key (.env.emulated), so the real widget code runs; only Google's script is
 * replaced, since the test machine may have no internet and tests must not depend on Google.
 */
const PASSING_SCRIPT = `(() => {
  const widgets = [];
  window.grecaptcha = {
    render(element, parameters) { widgets.push(parameters); return widgets.length - 1; },
    execute(id) { setTimeout(() => widgets[id].callback(${JSON.stringify(FAKE_HUMAN_CHECK_TOKEN)}), 20); },
    reset() {},
    getResponse() { return ""; },
    ready(callback) { callback(); },
  };
  // Like Google's script, call the page back once the script has loaded (react-async-script
  // refuses a call made while the script still runs).
  const script = document.currentScript;
  const onload = new URL(script.src).searchParams.get("onload");
  script.addEventListener("load", () =>
    setTimeout(() => onload && typeof window[onload] === "function" && window[onload]()),
  );
})();`;

/** Every page of the context gets the passing stand-in (e2e/fixtures.ts installs it for every test). */
export async function answerHumanChecks(context: BrowserContext): Promise<void> {
  await context.route(HUMAN_CHECK_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: PASSING_SCRIPT }),
  );
}

/**
 * Google's script never arrives (a blocked or dead connection): the widget's executeAsync never
 * settles, which is what the forms' time limits are for. Takes precedence over the context's stand-in.
 */
export async function hangHumanCheck(page: Page): Promise<void> {
  await page.route(HUMAN_CHECK_SCRIPT, () => undefined);
}
