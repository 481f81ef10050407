import type { Page } from "@playwright/test";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { test, expect } from "../testing/e2e/fixtures";

// The phone widths most visitors arrive with, from the smallest still sold (320) to the large ones.
const WIDTHS = [320, 360, 375, 390, 414] as const;

const PUBLIC_PAGES = [
  "/",
  "/creator",
  "/creator-signup",
  "/brand-signup",
  "/prices",
  "/how-it-works",
  "/contact",
  "/blog",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/signin",
  "/admin",
  "/no-such-page",
] as const;

const ADMIN_SCREENS = [
  "/admin/applications",
  "/admin/brand-signups",
  "/admin/creators",
  "/admin/contact",
  "/admin/overview",
  "/admin/newsletter",
  "/admin/activity",
] as const;

/** Elements wider than the viewport or poking out of it, for a failure message that says where to look. */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  // Layout settles on the next frames after a resize. Headless Chromium now and then draws no frame after a resize
  // (a CI run waited 38 s for one), so a quarter of a second also does; reading the sizes below forces layout anyway.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      }),
  );
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits =
      scrollWidth > viewport
        ? [...document.querySelectorAll("body *")]
            // The outermost elements that stick out: the ones whose parent still fits.
            .filter(
              (element) =>
                element.getBoundingClientRect().right > viewport + 0.5 &&
                element.parentElement!.getBoundingClientRect().right <= viewport + 0.5,
            )
            .slice(0, 5)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${element.className} (${element.getBoundingClientRect().right}px)`,
            )
        : [];
    return { viewport, scrollWidth, culprits };
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  for (const width of WIDTHS) {
    const { viewport, scrollWidth, culprits } = await overflowAt(page, width);
    expect(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide: ${culprits.join(", ")}`).toBeLessThanOrEqual(
      viewport,
    );
  }
}

test.describe("no sideways scroll on phones", { tag: "@phone" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 600, "phone widths are set by the test; one project is enough");
  test.use({ consent: null });

  for (const path of PUBLIC_PAGES) {
    // One load per page: the ids do not depend on the width, so they are checked on the same load.
    test(`${path} fits 320–414 px and has no duplicate ids`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      const duplicates = await page.evaluate(() => {
        const counts = new Map<string, number>();
        for (const element of document.querySelectorAll("[id]"))
          counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
        return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
      });
      expect(duplicates, `${path} duplicate ids`).toEqual([]);
      await expectNoSidewaysScroll(page, path);
    });
  }

  test("every admin screen fits 320–414 px", async ({ page, seed }) => {
    test.setTimeout(90_000);
    const application = await seed.creatorApplication();
    // A queue row at its longest: a name with no place to break, an e-mail and a source and campaign near their
    // limits, none of which may push the row past a 320 px screen.
    const longest = await seed.creatorApplication({
      firstName: "Maximiliana-Alexandrina",
      lastName: "Wolfeschlegelsteinhausenbergerdorff",
      email: `e2e-creator-with-a-very-long-mailbox-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@an-unusually-long-domain-name-for-a-phone.example.co.uk`,
      attribution: JSON.stringify({
        first: null,
        last: {
          source: "lifestyle-creators-partner-newsletter",
          campaign: "creator-spring-summer-autumn-winter-2027-relaunch-for-beauty-food-and-finance",
          landingPath: "/creator-signup",
        },
      }),
    });
    await signInToAdminPanel(page, "/admin/applications");
    // The panel keeps a live connection to Firestore open, so the network never goes idle: each screen is
    // measured once its heading (or the open application) is shown, the review queue once its longest row is.
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await expect(page.locator("main, [role=main]").first().getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/admin/applications")
        await expect(
          page.getByRole("list", { name: "Creator applications" }).getByRole("link").filter({ hasText: longest.email }),
        ).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    for (const [{ id }, name] of [
      [application, /Maya Patel/],
      [longest, /Wolfeschlegel/],
    ] as const) {
      const detail = `/admin/applications/${id}`;
      await page.goto(detail);
      await expect(page.getByRole("article", { name })).toBeVisible();
      await expectNoSidewaysScroll(page, detail);
    }
  });
});

test.describe("the header and footer on a phone", { tag: "@phone" }, () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 600, "phone only");

  test('"Book a demo" stays on one line at 320–414 px', async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("banner").getByRole("link", { name: "Book a demo", exact: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const lines = await cta.evaluate((element) => {
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        const range = document.createRange();
        range.selectNodeContents(element);
        return Math.round(range.getBoundingClientRect().height / lineHeight);
      });
      expect(lines, `"Book a demo" at ${width} px`).toBe(1);
    }
  });

  test('the featured package\'s "Most popular" badge never covers its name at 320–414 px', async ({ page }) => {
    await page.goto("/prices");
    const card = page.getByRole("article").filter({ has: page.getByText("Most popular", { exact: true }) });
    const badge = card.getByText("Most popular", { exact: true });
    const name = card.getByRole("heading", { level: 3 });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const [a, b] = [
        await badge.boundingBox(),
        await name.evaluate((element) => {
          // The text's own box: a heading block spans the card's width whatever its words take.
          const range = document.createRange();
          range.selectNodeContents(element);
          const { x, y, width: w, height: h } = range.getBoundingClientRect();
          return { x, y, width: w, height: h };
        }),
      ];
      const overlap = !!a && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `"Most popular" over the package's name at ${width} px`).toBe(false);
    }
  });

  test("every footer social link is at least 24×24 px", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.width, `${await link.textContent()} width`).toBeGreaterThanOrEqual(24);
      expect(box.height, `${await link.textContent()} height`).toBeGreaterThanOrEqual(24);
    }
  });
});
