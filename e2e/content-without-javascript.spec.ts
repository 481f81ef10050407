import { test, expect } from "../testing/e2e/fixtures";
import { PRERENDERED_PATHS } from "../src/config/paths";

// Every prerendered page with scripts off, as a crawler, a failed chunk or a slow phone sees it
// before its JavaScript runs: each section's heading and text are on the page and readable.
test.use({ javaScriptEnabled: false });

type Unreadable = { text: string; why: string };

for (const path of PRERENDERED_PATHS) {
  test(`${path} reads in full without JavaScript`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator("main");
    await expect(main).toHaveCount(1);

    const report = await main.evaluate((root) => {
      const problems: Unreadable[] = [];
      const sections = [...root.querySelectorAll("section")];
      const blocks = sections.length > 0 ? sections : [root];
      let checked = 0;
      let sectionsWithHeading = 0;

      // Why an element cannot be read: see-through or invisible, itself or through an ancestor.
      const unreadable = (element: Element): string | null => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.visibility !== "visible" && node === element) return `visibility: ${style.visibility}`;
          opacity *= Number(style.opacity);
        }
        if (opacity < 0.99) return `opacity ${opacity.toFixed(2)}`;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return "no size";
        return null;
      };

      for (const block of blocks) {
        // Answers inside a closed <details> are meant to be folded until asked for.
        const inOpenContent = (element: Element) => !element.closest("details:not([open]) > :not(summary)");
        const headings = [...block.querySelectorAll("h1, h2, h3, h4")].filter(inOpenContent);
        const texts = [...block.querySelectorAll("p, li, dd")].filter(
          (element) => inOpenContent(element) && (element.textContent ?? "").trim().length > 0,
        );
        if (headings.length > 0) sectionsWithHeading += 1;
        for (const element of [...headings, ...texts]) {
          if (!element.checkVisibility()) continue;
          checked += 1;
          const why = unreadable(element);
          if (why) problems.push({ text: (element.textContent ?? "").trim().slice(0, 60), why });
        }
      }
      return { problems, checked, sections: blocks.length, sectionsWithHeading };
    });

    expect(report.checked, "headings and paragraphs checked").toBeGreaterThan(0);
    expect(report.sectionsWithHeading, "sections with a heading").toBeGreaterThan(0);
    expect(report.problems, `unreadable blocks on ${path}`).toEqual([]);

    // Lazily loaded islands (forms, the carousel) are in place, not in a hidden copy a script would move.
    await expect(page.locator('div[hidden][id^="S:"]'), "island content left hidden").toHaveCount(0);
    for (const form of await page.locator("form").all()) await expect(form).toBeVisible();
  });
}

test("the islands a visitor came for are there without JavaScript", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("main form")).toBeVisible();
  await expect(page.locator("main form").getByRole("textbox").first()).toBeVisible();
  // Its button cannot send without scripts, and says why in a <noscript> (Playwright's switch stops scripts but
  // Chromium's style still hides <noscript>, so read its text rather than its visibility).
  expect(await page.locator("main form noscript").evaluate((node) => node.textContent)).toContain(
    "Sending this form needs JavaScript: turn it on and reload the page.",
  );
  await page.goto("/brand-signup");
  await expect(page.locator("main form")).toBeVisible();
  await expect(page.locator("main form").getByRole("textbox").first()).toBeVisible();
  await page.goto("/");
  await expect(page.locator("footer form")).toBeVisible();
  await expect(page.locator("footer form").getByRole("textbox")).toBeVisible();
  await expect(page.locator("section.ugc-carousel")).toBeVisible();
});

test("leaves no control doing nothing: the phone's menu button is put away, a form's button looks unavailable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/brand-signup");
  await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  const submit = page.getByRole("button", { name: "Join the Waitlist" });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveCSS("cursor", "not-allowed");
  // Playwright's text matching leaves <noscript> out: the note is found by its class.
  await expect(page.locator(".form-noscript")).toHaveText(
    "Sending this form needs JavaScript: turn it on and reload the page.",
  );
});

test("a page made in the browser, as a link from an e-mail opens, says it needs JavaScript", async ({ page }) => {
  await page.goto("/unsubscribe?token=not-checked-without-javascript");
  await expect(page.locator(".page-loading__noscript")).toHaveText(
    "This page needs JavaScript: turn it on and reload the page.",
  );
  await expect(page.getByText(/^Loading /)).toBeHidden();
});

test("the home page's lazily loaded section keeps no empty room, and its way on to pricing", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Creators you can trust, terms you don't have to chase" });
  const pricing = section.getByRole("link", { name: "See pricing" });
  await expect(pricing).toBeVisible();
  await expect(pricing).toHaveAttribute("href", "/prices");
  // The room kept for the list with scripts on is not kept.
  expect((await section.locator(".why-body").boundingBox())?.height ?? -1).toBe(0);
});
