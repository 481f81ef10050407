import { test, expect } from "../testing/e2e/fixtures";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { insertApplication } from "../testing/e2e/emulators";

// Runs in both projects: 1280 px (desktop) and 390 px (mobile).
test("the sign-in form has no axe violations", async ({ page, expectNoAxeViolations }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the queue, an open application, its dialogs and the shortcuts have no axe violations", async ({
  page,
  seed,
  expectNoAxeViolations,
}) => {
  const application = await insertApplication(
    { firstName: "Axel", lastName: "Audit", niche: "Beauty, Food", portfolioUrl: "https://axel.example" },
    ["demo-sunrise.mp4"],
  );
  await signInToAdminPanel(page);
  await expect(page.getByRole("list", { name: "Creator applications" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/admin/applications/${application.id}`);
  const detail = page.getByRole("article", { name: /Axel Audit/ });
  await expect(detail).toBeVisible();
  await expectNoAxeViolations(page);

  await detail.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await detail.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.request.post("/api/delete-creator-application", {
    headers: await seed.adminHeaders(),
    data: { applicationId: application.id },
  });
});

// One test per screen: each scan of a full admin screen takes seconds on a slow machine, and six in one test
// outran its time limit there.
for (const path of [
  "/admin/creators",
  "/admin/brand-signups",
  "/admin/contact",
  "/admin/overview",
  "/admin/newsletter",
  "/admin/activity",
]) {
  test(`the ${path} screen has no axe violations`, async ({ page, expectNoAxeViolations }) => {
    await signInToAdminPanel(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
