import { test, expect } from "../testing/e2e/fixtures";

test("an unknown path answers 404 with the not-found page, which hydrates cleanly and links home", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto("/no-such-page/deeper?x=1", { waitUntil: "networkidle" });
  expect(response!.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | Reelmark");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: "All Your UGC Needs In One Space" })).toBeVisible();
  expect(problems.filter((text) => !text.includes("404 (Not Found)"))).toEqual([]);
});

test("client-only routes and prerendered pages answer 200; /404 itself is not a page", async ({ request }) => {
  for (const path of ["/", "/creator", "/signin", "/dashboard", "/admin", "/admin/applications/abc", "/unsubscribe"]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 200]);
  }
  for (const path of ["/404", "/dashboard/extra", "/creator/nope", "/assets/missing.js"]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
  }
  // Hosting answers an unknown page with the site's own not-found page.
  for (const path of ["/no-such-page", "/dashboard/extra"]) {
    expect(await (await request.get(path)).text()).toContain("<title>Page not found | Reelmark</title>");
  }
});

test("the client-only routes' loading shell has a title", async ({ request }) => {
  const html = await (await request.get("/signin")).text();
  expect(html).toMatch(/<title>Reelmark<\/title>/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the not-found page reads", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  });
});
