import type { Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import { holdRequests } from "./support/hold-requests";

// A prerendered public page runs only its chrome (the phone menu, the cookie prompt, "Cookie settings":
// src/app/public-page.ts) until the visitor first reaches for a part that needs React; then the app loads and
// hydrates, and what the visitor did meanwhile is not lost (docs/decisions/0009-public-pages-hydrate-on-interaction.md).
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;
const isFramework = (request: Request) => FRAMEWORK.test(request.url());

test.describe("before the first interaction", () => {
  test.use({ consent: null });

  test("the cookie prompt, Cookie settings and an FAQ work, and no framework code is requested", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/prices", { waitUntil: "networkidle" });
    const prompt = page.getByRole("region", { name: "Cookie consent" });
    await prompt.getByRole("button", { name: "Decline" }).click();
    await expect(prompt).toBeHidden();
    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Accept" }).click();
    await expect(prompt).toBeHidden();
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    expect(scripts.some((url) => url.includes("/assets/page-chrome-"))).toBe(true);
    expect(scripts.filter((url) => FRAMEWORK.test(url))).toEqual([]);

    // The first press on a part that needs React starts the app.
    const framework = page.waitForRequest(isFramework);
    await page.getByRole("slider", { name: "Number of creators" }).focus();
    await framework;
  });
});

test("what the visitor typed, and the Send they pressed, while the app loaded reach the form's request", async ({
  page,
}) => {
  const { release } = await holdRequests(page, FRAMEWORK);
  let sent: Record<string, unknown> | undefined;
  await page.route("**/api/contact-message", async (route) => {
    sent = route.request().postDataJSON() as Record<string, unknown>;
    await route.fulfill({ status: 201, contentType: "application/json", body: "{}" });
  });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Name").fill("Priya Shah");
  await form.getByLabel("Email").fill("priya@example.co.uk");
  await form.getByLabel("Message").fill("Typed before the app arrived.");
  await form.getByRole("button", { name: "Send Message" }).click();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for reaching out!" })).toBeVisible();
  expect(sent).toMatchObject({
    name: "Priya Shah",
    email: "priya@example.co.uk",
    message: "Typed before the app arrived.",
  });
});

test("a tab pressed before the app arrived is selected once it has", async ({ page }) => {
  const { release, requested } = await holdRequests(page, FRAMEWORK);
  await page.goto("/");
  const tab = page.getByRole("tab", { name: /UK Creator Network/ });
  await tab.click();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await expect(tab).toHaveAttribute("aria-selected", "false");
  release();
  await expect(tab).toHaveAttribute("aria-selected", "true");
});

test("the credit slider moved before the app arrived prices its new position once it has", async ({ page }) => {
  const { release } = await holdRequests(page, FRAMEWORK);
  await page.goto("/prices");
  const slider = page.getByRole("slider", { name: "Number of creators" });
  await slider.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("10");
  release();
  await expect(page.getByTestId("total-price")).toHaveText("£2,475.00");
  await expect(slider).toHaveValue("10");
});

test("keys typed while the page hydrates do not make React hydrate it all at once", async ({ page }) => {
  // React DOM answers a key on a part it has not hydrated yet by hydrating the whole page in that key's task
  // (hundreds of milliseconds on a phone). Each key is watched at its keydown and again at its input, which the
  // browser dispatches in the same task: only that synchronous hydration can hydrate the page's header in between.
  await page.addInitScript(() => {
    const hydrated = (node: object | null) => node !== null && Object.keys(node).some((key) => key.startsWith("__react"));
    const keys: { listening: boolean; before: boolean; after?: boolean }[] = [];
    Object.assign(window, { typedKeys: keys });
    addEventListener(
      "keydown",
      (event) => {
        if (event.isTrusted)
          keys.push({ listening: hydrated(document), before: hydrated(document.querySelector("header")) });
      },
      true,
    );
    addEventListener(
      "input",
      () => {
        const key = keys.at(-1);
        if (key && key.after === undefined) key.after = hydrated(document.querySelector("header"));
      },
      true,
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/contact");
  const field = page.getByRole("form", { name: "Send us a message" }).getByLabel("Message");
  await field.focus();
  const header = page.locator("header").first();
  for (let typed = 0; typed < 200; typed += 1) {
    await page.keyboard.type("a");
    if (await header.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))) break;
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const keys = await page.evaluate(
    () => (window as unknown as { typedKeys: { listening: boolean; before: boolean; after?: boolean }[] }).typedKeys,
  );
  // Some keys landed while React was listening and the page was not yet hydrated.
  expect(keys.filter((key) => key.listening && !key.before).length).toBeGreaterThan(0);
  expect(keys.filter((key) => !key.before && key.after)).toEqual([]);
  await expect(field).toHaveValue(/^a+$/);
});

test.describe("when the app's code cannot load", () => {
  test.use({ consent: null });

  test("the page stays usable: the prompt answers, the FAQ opens, links lead on", async ({ page }) => {
    await page.route(FRAMEWORK, (route) => route.abort());
    await page.goto("/prices");
    await page.getByRole("slider", { name: "Number of creators" }).focus();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
    const question = page.locator("main details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    await page.locator("footer").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Use" })).toBeVisible();
  });
});
