import { test, expect } from "../testing/e2e/fixtures";
import { failApi } from "../testing/e2e/failing-api";

test("the launch banner links to both sign-ups", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("complementary", { name: "Launch announcement" });
  await expect(banner.getByRole("link", { name: "Sign up now" })).toHaveAttribute("href", "/brand-signup");
  await expect(banner.getByRole("link", { name: "Get Featured" })).toHaveAttribute("href", "/creator-signup");
});

test("the footer has its six links and four social links that open in a new tab", async ({ page }) => {
  await page.goto("/blog");
  const footer = page.locator("footer");
  const links: [string, string][] = [
    ["Pricing", "/prices"],
    ["How it works", "/how-it-works"],
    ["Terms of Use", "/terms"],
    ["Contact", "/contact"],
    ["Privacy Policy", "/privacy-policy"],
    ["Cookie Policy", "/cookie-policy"],
  ];
  for (const [name, href] of links) {
    await expect(
      footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name, exact: true }),
    ).toHaveAttribute("href", href);
  }
  for (const name of ["TikTok", "Instagram", "LinkedIn", "X"]) {
    const link = footer.getByRole("link", { name: new RegExp(`^${name} \\(opens in a new tab\\)`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test.describe("desktop navigation", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 900, "desktop only");

  test("highlights the tab of the current path and has Blog", async ({ page }) => {
    await page.goto("/prices");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "For Brands" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Creators" }).click();
    await expect(page).toHaveURL(/\/creator$/);
    await expect(nav.getByRole("link", { name: "Creators" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test('"Book a demo" goes to /brand-signup', async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Book a demo", exact: true }).click();
    await expect(page).toHaveURL(/\/brand-signup$/);
  });
});

test.describe("mobile menu", { tag: "@phone" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) > 600, "phone only");

  test("opens from the hamburger, has no Blog, and closes on route change", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["For Brands", "Creators", "Pricing", "Contact Us"]);
    await expect(menu.getByRole("link", { name: "For Brands" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(menu).toBeHidden();
  });

  test("closes on a click outside", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width / 2, viewport.height - 40);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test("a route change scrolls to the top", async ({ page }) => {
  await page.goto("/blog");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("opening /#footer directly shows the footer", async ({ page }) => {
  await page.goto("/#footer");
  await expect(page.locator("footer#footer")).toBeInViewport();
});

test("navigating in the app to /#footer starts at the top, then scrolls smoothly to the footer after 100 ms", async ({
  page,
}) => {
  // The page's timers run on Playwright's clock, so the 100 ms is measured exactly however slow frames are.
  await page.clock.install();
  // The link a confirmation page offers when its link is not recognised: through the app's router, without a page
  // load (which would get the browser's own fragment jump).
  await page.goto("/confirm-subscription?token=c.n.not-a-real-link");
  const signUpAgain = page.getByRole("link", { name: "Sign up again" });
  await expect(signUpAgain).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  const footer = page.locator("footer#footer");
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => {
    const positions = new Set<number>();
    Object.assign(window, { scrollPositions: positions, samePage: true });
    window.addEventListener("scroll", () => positions.add(window.scrollY));
  });

  await signUpAgain.click();
  await expect(page.getByRole("heading", { name: "All Your UGC Needs In One Space" })).toBeAttached();
  await expect(page).toHaveURL(/\/#footer$/);
  expect(await page.evaluate(() => "samePage" in window), "no page load").toBe(true);
  await page.clock.runFor(99);
  await page.waitForTimeout(500);
  expect(await scrollY(), "still at the top 99 ms after the page changes").toBe(0);

  await page.clock.runFor(1);
  await expect(footer).toBeInViewport();
  // A smooth scroll passes through several positions on its way; a jump lands in one.
  const positions = await page.evaluate(() => [
    ...(window as unknown as { scrollPositions: Set<number> }).scrollPositions,
  ]);
  expect(positions.filter((y) => y > 0).length, `scroll positions ${positions.join(", ")}`).toBeGreaterThan(2);
});

test("pages with their own e-mail field link to early access instead of a second e-mail field", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("footer").getByRole("textbox")).toHaveCount(0);
  await page.locator("footer").getByRole("link", { name: "Get early access" }).click();
  await expect(page).toHaveURL(/\/brand-signup$/);
});

test("the footer newsletter subscribes against the real backend and clears the field", async ({ page }) => {
  await page.goto("/prices");
  const footer = page.locator("footer");
  const email = footer.getByLabel("Email address");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Please enter your email address");
  await email.fill(`news-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Successfully subscribed to our newsletter!", { exact: true })).toBeVisible();
  await expect(
    footer.getByText("A confirmation e-mail is on its way: open its link to confirm your address.", { exact: true }),
  ).toBeVisible();
  await expect(email).toHaveValue("");
});

test("the footer newsletter shows the server's error and keeps the address", async ({ page }) => {
  await failApi(page, "**/api/subscribe-to-waitlist", "Mailing list unavailable");
  await page.goto("/creator");
  const footer = page.locator("footer");
  await footer.getByLabel("Email address").fill("ada@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("alert")).toHaveText("Mailing list unavailable");
  await expect(footer.getByLabel("Email address")).toHaveValue("ada@example.com");
});
