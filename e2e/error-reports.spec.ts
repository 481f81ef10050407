import type { Page, Request } from "@playwright/test";
import { withinOneMinute } from "../testing/emulators/clock-minute";
import { RATE_GROUPS } from "../functions/src/firebase/http/rate-groups";
import { ERROR_REPORT_LIMITS, ERROR_REPORT_PATH } from "../src/shared/error-report";
import { test, expect } from "../testing/e2e/fixtures";
import { applicationForm } from "../testing/e2e/application";
import { expectBrowserErrorEntries, logEnd, type LogEntry } from "../testing/e2e/function-log";
import { videoFile } from "../testing/e2e/videos";

// What a visitor's browser meets reaches the `clientErrors` function and becomes one structured error entry each, as
// the Functions emulator writes it (docs/operations.md, "Client errors"). Reporting is not layout: the desktop
// project alone runs these (none is tagged @phone).
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;
const PAGE_CHROME = /\/assets\/page-chrome-[\w-]+\.js$/;
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Every request of the page comes from an address of its own (X-Forwarded-For, which the functions read as Hosting
 * passes it on), so what other tests send never counts against this one's allowance, nor its own against theirs.
 * A beacon sent as the page goes away is not the page's request (Chromium sends it without these headers): a test
 * that counts its allowance sends its batches while the page is still there.
 */
async function fromOwnAddress(page: Page) {
  const group = Math.floor(Math.random() * 0xffff).toString(16);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `2001:db8:${group}::1` });
}

/** The page chrome, which listens for errors, has run. */
const chromeStarted = (page: Page) =>
  page.waitForFunction(() => (window as { __pageChrome?: boolean }).__pageChrome === true);

/**
 * Throws each message in the page, each from a task of its own (a message on a channel, which Playwright's clock
 * leaves alone) as an uncaught error, and waits for them.
 */
async function throwInPage(page: Page, messages: string[]) {
  await page.evaluate(
    (messages) =>
      new Promise<void>((resolve) => {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = ({ data }: MessageEvent<string | null>) => {
          if (data === null) return resolve();
          throw new TypeError(data);
        };
        for (const message of [...messages, null]) port2.postMessage(message);
      }),
    messages,
  );
}

const naming = (text: string) => (entry: LogEntry) => String(entry.message).includes(text);

test("an error thrown in a page becomes one entry: its message scrubbed, its stack, the page's path alone", async ({
  page,
}) => {
  const marker = unique("thrown");
  await fromOwnAddress(page);
  await page.goto(`/prices?status-token=${marker}`);
  await chromeStarted(page);
  // Thrown twice: one entry, which counts both.
  await throwInPage(page, [`${marker} for ada@example.com`, `${marker} for ada@example.com`]);
  const entries = await expectBrowserErrorEntries(naming(marker), 1);
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  expect(entry).toMatchObject({
    severity: "ERROR",
    serviceContext: { service: "site", version: entry!.release },
    event: "client-error",
    kind: "error",
    page: "/prices",
    count: 2,
  });
  expect(String(entry!.message)).toMatch(new RegExp(`^TypeError: ${marker} for \\[email\\]\\n\\s+at `));
  expect(JSON.stringify(entry)).not.toContain("ada@example.com");
  expect(JSON.stringify(entry)).not.toContain("status-token");
});

test("the app's code failing to load (its framework chunk 404'd) becomes one entry", async ({ page }) => {
  const path = `/${unique("missing-framework")}`;
  await fromOwnAddress(page);
  await page.route(FRAMEWORK, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await page.goto(path);
  await chromeStarted(page);
  // What a first press on a part that needs React does (src/app/public-page.ts).
  await page.evaluate(() =>
    document.querySelector("script[data-hydrate-on-interaction]")?.dispatchEvent(new Event("hydrate")),
  );
  await expect(page.getByRole("alert").filter({ hasText: "A new version is available" })).toBeVisible();
  const entries = await expectBrowserErrorEntries((entry) => entry.page === path, 1);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ kind: "chunk", message: "The app's code could not be loaded" });
});

test("the page chrome's own chunk 404'd is reported by the page's loader, once", async ({ page }) => {
  const path = `/${unique("missing-chrome")}`;
  await fromOwnAddress(page);
  await page.route(PAGE_CHROME, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  const chrome = page.waitForResponse(PAGE_CHROME);
  await page.goto(path);
  await chrome;
  const entries = await expectBrowserErrorEntries((entry) => entry.page === path, 1);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ kind: "chunk", serviceContext: { service: "site" } });
  expect(String(entries[0]!.message)).toMatch(/\/assets\/page-chrome-[\w-]+\.js/);
  // A key then starts the app without the chrome; whatever becomes of it, the chunk's failure stays one entry.
  await page.keyboard.press("Shift");
  await page.waitForFunction(() =>
    ["data-app-failed", "data-hydrated"].some((name) => document.documentElement.hasAttribute(name)),
  );
  expect(await expectBrowserErrorEntries((entry) => entry.page === path, 1)).toEqual(entries);
});

test("an upload given up after its retries becomes one entry with its last status, never the file's name", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `${unique("given-up")}.mp4`;
  await fromOwnAddress(page);
  // The page's timers run on Playwright's clock: the two minutes of retries are stepped through, not waited for.
  await page.clock.install();
  // Storage answers every request of the upload with a server error: each is tried again until the schedule is spent.
  let attempts = 0;
  await page.route("**/v0/b/**", (route) => {
    attempts += 1;
    return route.fulfill({ status: 507, contentType: "application/json", body: "{}" });
  });
  // The clock moves on only once the upload has reached Storage (the anonymous sign-in and the upload's opening are
  // done) and while no request is under way: a call's own timeout must not cut it.
  const underWay = new Set<Request>();
  const watched = /\/api\/|\/v0\/b\/|identitytoolkit|securetoken/;
  page.on("request", (request) => watched.test(request.url()) && underWay.add(request));
  page.on("requestfinished", (request) => underWay.delete(request));
  page.on("requestfailed", (request) => underWay.delete(request));
  const from = logEnd();
  const form = applicationForm(page);
  await form.open();
  await form.choose(videoFile(name));
  // The row goes once the upload has given up (its toast may come and go within one step of the clock).
  await expect(form.row(name)).toBeVisible();
  await expect
    .poll(
      async () => {
        if (attempts > 0 && underWay.size === 0) await page.clock.fastForward(30_000);
        return form.row(name).count();
      },
      { timeout: 60_000, message: "the upload gives up" },
    )
    .toBe(0);
  expect(attempts).toBeGreaterThan(5);
  // Reports are sent together a moment after the first.
  await page.clock.fastForward(2_000);
  const upload = (entry: LogEntry) =>
    entry.kind === "upload" && entry.page === "/creator-signup" && entry.status === 507;
  const entries = await expectBrowserErrorEntries(upload, 1, { from });
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ code: "storage/unknown", message: "Upload failed: storage/unknown", count: 1 });
  expect(JSON.stringify(entries[0])).not.toContain(name);
});

test("a flood from one client is capped: a page sends 5 distinct reports, and a client 6 batches a minute", async ({
  page,
}) => {
  const marker = unique("flood");
  const { perPage } = ERROR_REPORT_LIMITS;
  const { perClient } = RATE_GROUPS["client-errors"].limits;
  const loads = perClient + 2;
  await fromOwnAddress(page);
  // Each page's batch leaves on its timer, stepped through on Playwright's clock, not as the page goes away.
  await page.clock.install();
  // The allowance counts per clock minute: every batch is sent within one.
  await withinOneMinute(25_000);
  for (let load = 0; load < loads; load += 1) {
    await page.goto("/prices");
    await chromeStarted(page);
    // The first page meets a dozen distinct errors, the first of them twenty times over; each later one, one error.
    const distinct = load === 0 ? 12 : 1;
    const messages = Array.from({ length: distinct }, (_, index) => `${marker} load ${load} error ${index}`);
    await throwInPage(page, load === 0 ? [...messages, ...Array<string>(20).fill(messages[0]!)] : messages);
    const sent = page.waitForResponse((response) => response.url().endsWith(ERROR_REPORT_PATH));
    await page.clock.fastForward(2_000);
    await sent;
  }
  const expected = perPage + (perClient - 1);
  const entries = await expectBrowserErrorEntries(naming(marker), expected);
  const loadOf = (entry: LogEntry) => Number(/ load (\d+) /.exec(String(entry.message))?.[1]);
  expect(entries.filter((entry) => loadOf(entry) === 0)).toHaveLength(perPage);
  expect(entries.find((entry) => String(entry.message).includes(`${marker} load 0 error 0`))).toMatchObject({
    count: 21,
  });
  // The client's first six batches were written; the seventh and eighth were refused.
  expect([...new Set(entries.map(loadOf))].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(entries).toHaveLength(expected);
});
