import { test, expect } from "../testing/e2e/fixtures";

// These tests are about the banner itself: start as a first-time visitor.
test.use({ consent: null });

const TEXT =
  "We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.";

for (const [choice, stored] of [
  ["Accept", "true"],
  ["Decline", "false"],
] as const) {
  test(`${choice} stores "${stored}" for 365 days and the banner stays away after reload`, async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    // The banner comes with hydration and a chunk of its own, on the heaviest page: give a loaded machine time.
    await expect(banner).toContainText(TEXT, { timeout: 20_000 });
    await expect(banner.getByRole("link", { name: /cookie policy/i })).toHaveAttribute("href", "/cookie-policy");
    await banner.getByRole("button", { name: choice }).click();
    await expect(banner).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === "CookieConsent");
    expect(cookie?.value).toBe(stored);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    await page.reload();
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
  });
}

test("Accept and Decline are equally prominent", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/blog");
  const accept = await page.getByRole("button", { name: "Accept" }).boundingBox();
  const decline = await page.getByRole("button", { name: "Decline" }).boundingBox();
  expect(accept && decline).toBeTruthy();
  expect(Math.abs(accept!.width - decline!.width)).toBeLessThan(2);
  expect(Math.abs(accept!.height - decline!.height)).toBeLessThan(2);
});

test("no third-party request is made before consent", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol.startsWith("http"))
      thirdParty.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
});

for (const path of ["/creator-signup", "/brand-signup", "/"]) {
  test(`Tab never puts the focus behind the banner on ${path}`, { tag: "@phone" }, async ({ page }) => {
    await page.goto(path);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    const hidden: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      const found = await page.evaluate(() => {
        const focused = document.activeElement;
        const card = document.querySelector(".cookie-banner");
        if (!focused || !card || card.contains(focused) || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        const cover = card.getBoundingClientRect();
        // Any part of a control that fits above the card under it, or the top of a taller one (a tab panel): the
        // visitor cannot see what has the focus.
        const fits = box.height <= cover.top - 64;
        const under = box.width > 0 && (fits ? box.bottom > cover.top && box.top < cover.bottom : box.top >= cover.top);
        return under
          ? `${focused.tagName} "${(focused.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.top)}–${Math.round(box.bottom)} under ${Math.round(cover.top)}`
          : null;
      });
      if (found) hidden.push(found);
    }
    expect(hidden).toEqual([]);
  });
}
