import { test, expect } from "./fixtures";

// Each page is checked as a first-time visitor sees it, cookie banner included.
test.use({ consent: null });

const PUBLIC_ROUTES = [
  "/",
  "/signin",
  "/creator",
  "/creator-signup",
  "/brand-signup",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/contact",
  "/blog",
  "/prices",
  "/how-it-works",
  "/admin",
];

test.describe("every route renders", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has a heading, a title and no axe violations`, async ({ page, expectNoAxeViolations }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page).toHaveTitle(/.+/);
      expect(page.url()).toMatch(new RegExp(`${route === "/" ? "/$" : route}$`));
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test("/dashboard sends a signed-out visitor to /signin", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown path shows the 404 page", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });

  test("/blog shows the coming-soon page", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Blog Coming Soon" })).toBeVisible();
    await expect(page.getByText("Our blog is launching soon. Check back for tips, news, and more!")).toBeVisible();
  });

  test("public pages are prerendered with their content in the HTML", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Blog Coming Soon");
  });
});

test("every page has its own title and a meta description", async ({ page }) => {
  const titles = new Map<string, string>();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.locator("h1").first()).toBeVisible();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0, `${route} description`).toBeGreaterThan(20);
    expect(titles.get(title), `${route} shares its title`).toBeUndefined();
    titles.set(title, route);
  }
});

test("robots.txt and sitemap.xml are served", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of ["/creator", "/prices", "/terms"]) expect(sitemap).toContain(`${route}</loc>`);
});
