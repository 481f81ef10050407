#!/usr/bin/env node
// Screenshots of the admin panel's screens at 390 and 1280 px, against a running stack:
//   PORT=4305 node --import tsx scripts/screenshot-admin.mjs <dir>
// The sign-in form, the queue, an open application, its approve/reject dialogs, the shortcuts,
// the menu at phone width, and every other section.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launch, signedInPage } from "./admin-browser.mjs";
import { env } from "./env.ts";

const outDir = path.resolve(process.argv[2] ?? "admin-screenshots");
mkdirSync(outDir, { recursive: true });
const SECTIONS = ["brand-signups", "creators", "contact", "overview", "newsletter", "activity"];

const browser = await launch();
try {
  for (const width of [390, 1280]) {
    const shot = (page, name) => page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
    const signIn = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await signIn.goto(new URL("/admin", env.BASE_URL ?? `http://127.0.0.1:${env.PORT}`).href);
    await signIn.getByRole("button", { name: "Sign in" }).waitFor();
    await shot(signIn, "admin-sign-in");

    const page = await signedInPage(browser, { width, path: "/admin/applications" });
    const rows = page.getByRole("list", { name: "Creator applications" }).getByRole("link");
    await rows.first().waitFor();
    await shot(page, "admin-applications");
    // The first demo application with videos.
    await page.goto("/admin/applications?q=amelia");
    await rows.first().click();
    const detail = page.getByRole("article");
    await detail.waitFor();
    await page.waitForTimeout(500);
    await shot(page, "admin-application");
    if (await detail.getByRole("button", { name: "Approve" }).isVisible()) {
      await detail.getByRole("button", { name: "Approve" }).click();
      await page.getByRole("dialog").waitFor();
      await shot(page, "admin-approve-dialog");
      await page.keyboard.press("Escape");
      await detail.getByRole("button", { name: "Reject" }).click();
      await page.getByRole("dialog").waitFor();
      await shot(page, "admin-reject-dialog");
      await page.keyboard.press("Escape");
    }
    await page.locator("main h2").click();
    await page.keyboard.press("?");
    await page.getByRole("dialog").waitFor();
    await shot(page, "admin-shortcuts");
    await page.keyboard.press("Escape");
    if (width < 600) {
      await page.getByRole("button", { name: "Menu" }).click();
      await shot(page, "admin-menu");
    }
    for (const section of SECTIONS) {
      await page.goto(`/admin/${section}`);
      await page.locator("main h1").waitFor();
      await page.waitForTimeout(300);
      await shot(page, `admin-${section}`);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
}
console.log(`Admin screenshots in ${outDir}`);
