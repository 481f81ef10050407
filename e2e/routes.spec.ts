import type { Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";

// Each page is checked as a first-time visitor sees it, cookie banner included.
test.use({ consent: null });

interface PublicRoute {
  path: string;
  /** What only this page shows, per product.md §P2–P3, so a generic placeholder cannot pass. */
  shows: (page: Page) => Promise<void>;
  /** The product.md feature the page still lacks; the test is expected to fail until it lands. */
  notBuiltYet?: string;
  /**
   * The spec that scans this page with axe at its full length (everything revealed), at both widths: the scan
   * here would repeat it. Pages without one are scanned here, with the cookie banner on screen.
   */
  scannedBy?: string;
}

const main = (page: Page) => page.locator("main");

const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: "/",
    scannedBy: "landing.spec.ts",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "All Your UGC Needs In One Space" })).toBeVisible();
      await expect(main(page).getByRole("link", { name: "Be First to Launch" })).toHaveAttribute(
        "href",
        "/brand-signup",
      );
      await expect(page.getByRole("heading", { name: "Explore UGC That Drives Results" })).toBeVisible();
    },
  },
  {
    path: "/signin",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
      await expect(main(page).getByLabel("Email address")).toBeVisible();
      await expect(main(page).getByLabel("Password")).toBeVisible();
      await expect(main(page).getByRole("button", { name: "Sign in" })).toBeVisible();
    },
  },
  {
    path: "/creator",
    scannedBy: "creator.spec.ts",
    shows: async (page) => {
      await expect(main(page).getByRole("link", { name: "Apply now" })).toHaveAttribute("href", "/creator-signup");
      const faq = page.getByRole("region", { name: "Questions creators ask us" });
      await expect(faq.locator("details:not([open]) > summary")).toHaveCount(12);
    },
  },
  {
    path: "/creator-signup",
    scannedBy: "creator-application.spec.ts",
    shows: async (page) => {
      await expect(main(page).getByRole("checkbox", { name: "I confirm I am a UK creator" })).toBeVisible();
      await expect(main(page).getByRole("button", { name: "Submit Application" })).toBeVisible();
    },
  },
  {
    path: "/brand-signup",
    scannedBy: "brand-signup.spec.ts",
    shows: async (page) => {
      await expect(main(page).getByRole("heading", { name: /Why Join/i })).toBeVisible();
      await expect(main(page).getByRole("button", { name: "Join the Waitlist" })).toBeVisible();
    },
  },
  {
    path: "/privacy-policy",
    scannedBy: "legal.spec.ts",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
      await expect(
        main(page)
          .getByText(/UK GDPR/)
          .first(),
      ).toBeVisible();
    },
  },
  {
    path: "/terms",
    scannedBy: "legal.spec.ts",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "Terms of Use", level: 1 })).toBeVisible();
      await expect(main(page).getByText("Last updated 30 June 2025")).toBeVisible();
      await expect(main(page).getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(15);
    },
  },
  {
    path: "/cookie-policy",
    scannedBy: "legal.spec.ts",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "Cookie Policy", level: 1 })).toBeVisible();
      await expect(main(page).getByText("CookieConsent", { exact: true }).first()).toBeVisible();
    },
  },
  {
    path: "/contact",
    shows: async (page) => {
      const form = main(page).getByRole("form", { name: "Send us a message" });
      for (const field of ["Name", "Email", "Message"]) await expect(form.getByLabel(field)).toBeVisible();
      await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
    },
  },
  {
    path: "/blog",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "Blog Coming Soon", level: 1 })).toBeVisible();
      await expect(page.getByText("Our blog is launching soon. Check back for tips, news, and more!")).toBeVisible();
    },
  },
  {
    path: "/prices",
    scannedBy: "pricing.spec.ts",
    shows: async (page) => {
      const packages = page.getByRole("region", { name: "Packages" });
      await expect(packages).toContainText("£35");
      await expect(packages).toContainText("£849");
      await expect(page.getByRole("slider", { name: "Number of creators" })).toBeVisible();
    },
  },
  {
    path: "/how-it-works",
    scannedBy: "legal.spec.ts",
    shows: async (page) => {
      await expect(page.getByRole("heading", { name: "From brief to ready-to-run ads", level: 1 })).toBeVisible();
      const jump = page.getByRole("navigation", { name: "On this page" });
      await expect(jump.getByRole("link")).toHaveText(["For brands", "For creators"]);
    },
  },
  {
    path: "/admin",
    shows: async (page) => {
      await expect(page.getByLabel("Password")).toBeVisible();
      await expect(page.getByRole("button", { name: /sign in/i })).toBeVisible();
    },
  },
];

test.describe("every route renders", () => {
  for (const { path, shows, notBuiltYet, scannedBy } of PUBLIC_ROUTES) {
    const name = scannedBy
      ? `${path} shows its own content and a title`
      : `${path} shows its own content, a title and no axe violations`;
    test(name, async ({ page, expectNoAxeViolations }) => {
      // Expected to fail until the page is built; whoever builds it removes `notBuiltYet`.
      test.fail(notBuiltYet !== undefined, `not built yet: ${notBuiltYet}`);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page).toHaveTitle(/.+/);
      expect(page.url()).toMatch(new RegExp(`${path === "/" ? "/$" : path}$`));
      await shows(page);
      if (!scannedBy) await expectNoAxeViolations(page);
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

test("every page has its own title and a meta description", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === "mobile",
    "titles and descriptions do not depend on the screen: checked at 1280 px",
  );
  const titles = new Map<string, string>();
  for (const { path: route } of PUBLIC_ROUTES) {
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
