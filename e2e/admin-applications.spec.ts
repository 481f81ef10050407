import { test, expect } from "../testing/e2e/fixtures";
import { openApplication, signInToAdminPanel } from "../testing/e2e/admin";
import { insertApplication, playbackAddressOf, storedDocument, storedObject } from "../testing/e2e/emulators";

test("approve as Pro: the product's message, the badge changes, and the applicant's e-mail names the tier", async ({
  page,
  seed,
  inbox,
}) => {
  const applicant = await seed.creatorApplication({ firstName: "Priyanka", lastName: "Approve" });
  const admin = await signInToAdminPanel(page);
  const detail = await openApplication(page, applicant.email, /Priyanka Approve/);
  await expect(detail.getByText("Pending", { exact: true })).toBeVisible();
  await detail.getByRole("button", { name: "Approve" }).click();
  await page.getByRole("dialog", { name: "Approve creator" }).getByRole("button", { name: "Pro" }).click();
  await expect(page.getByText("Creator approved successfully! Email sent: Yes")).toBeVisible();

  const mail = await inbox.find({ to: applicant.email, subject: /^You're approved as a Pro creator on / });
  expect(mail.text).toContain("Pro");
  expect(await storedDocument("creator_applications", applicant.id)).toMatchObject({
    status: "approved_pro",
    approvedByEmail: admin.email,
  });
});

test("Approve and Reject are shown only on pending applications", async ({ page, seed }) => {
  const applicant = await seed.creatorApplication({ firstName: "Rowan", lastName: "Decided" });
  await page.request.post("/api/approve-creator", {
    headers: await seed.adminHeaders(),
    data: { applicationId: applicant.id, approvalType: "rising_star", adminEmail: "admin@example.com" },
  });
  await signInToAdminPanel(page, `/admin/applications/${applicant.id}`);
  const detail = page.getByRole("article", { name: /Rowan Decided/ });
  await expect(detail.getByText("Rising Star", { exact: true })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expect(detail.getByRole("button", { name: "Reject" })).toHaveCount(0);
});

test("reject deletes the application and its files; the polite e-mail goes only when ticked", async ({
  page,
  inbox,
}) => {
  const quiet = await insertApplication({ firstName: "Quinn", lastName: "Quiet" }, ["demo-kitchen.mp4"]);
  const told = await insertApplication({ firstName: "Tara", lastName: "Told" }, ["demo-studio.mp4"]);
  expect(await storedObject(quiet.objectPaths[0]!)).not.toBeNull();
  await signInToAdminPanel(page);

  let detail = await openApplication(page, quiet.email, /Quinn Quiet/);
  // The player plays from an address the admin function made for the admin, not a stored one.
  await expect(detail.locator("video")).toHaveAttribute("src", playbackAddressOf(quiet.objectPaths[0]!));
  await detail.getByRole("button", { name: "Reject" }).click();
  let dialog = page.getByRole("dialog", { name: /Reject Quinn Quiet/ });
  await expect(dialog).toContainText(
    "Are you sure you want to reject and delete this creator application? This action cannot be undone.",
  );
  await expect(
    dialog.getByRole("checkbox", { name: "Send a polite 'not selected this time' e-mail" }),
  ).not.toBeChecked();
  await dialog.getByRole("button", { name: "Reject and delete" }).click();
  const deleted = page.getByText("Creator application deleted successfully.");
  await expect(deleted).toBeVisible();
  expect(await storedDocument("creator_applications", quiet.id)).toBeNull();
  expect(await storedObject(quiet.objectPaths[0]!)).toBeNull();
  // Gone before the next rejection, so the message seen next is that one's.
  await expect(deleted).toBeHidden();

  detail = await openApplication(page, told.email, /Tara Told/);
  await detail.getByRole("button", { name: "Reject" }).click();
  dialog = page.getByRole("dialog", { name: /Reject Tara Told/ });
  await dialog.getByRole("checkbox", { name: "Send a polite 'not selected this time' e-mail" }).check();
  await dialog.getByRole("button", { name: "Reject and delete" }).click();
  await expect(deleted).toBeVisible();
  const mail = await inbox.find({ to: told.email });
  expect(mail.text).toContain("not been selected this time");
  expect(await storedDocument("creator_applications", told.id)).toBeNull();
  expect(await storedObject(told.objectPaths[0]!)).toBeNull();
  // The unticked one was sent nothing (its rejection came first; mail is delivered within moments).
  expect(await inbox.list({ to: quiet.email })).toEqual([]);
});

test("every field is shown; a javascript: portfolio is text, never a link; videos play inline", async ({
  page,
  seed,
}) => {
  const legacy = await insertApplication(
    {
      firstName: "Jules",
      lastName: "Script",
      portfolioUrl: "javascript:alert(1)",
      instagram: "https://www.instagram.com/jules",
      niche: "Tech, Gaming",
      postcode: "LS1 4AP",
      submittedAt: "2026-03-05T14:03:00.000Z",
    },
    ["demo-unboxing.mov"],
  );
  // An older entry whose file is a plain address string.
  const oldStyle = await insertApplication({ firstName: "Olive", lastName: "Oldfile" }, ["demo-sunrise.mp4"], {
    plainStrings: true,
  });
  await signInToAdminPanel(page, `/admin/applications/${legacy.id}`);
  const detail = page.getByRole("article", { name: /Jules Script/ });
  await expect(detail.getByText("Applied 5 March 2026 at 14:03")).toBeVisible();
  await expect(detail.getByText("javascript:alert(1)")).toBeVisible();
  await expect(detail.locator("a", { hasText: "javascript:alert(1)" })).toHaveCount(0);
  await expect(detail.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(detail.getByRole("link", { name: "https://www.instagram.com/jules" })).toBeVisible();
  await expect(detail.getByRole("listitem").filter({ hasText: /^Tech$/ })).toBeVisible();
  await expect(detail.getByText("LS1 4AP")).toBeVisible();
  const video = detail.locator("video");
  await expect(video).toHaveAttribute("src", playbackAddressOf(legacy.objectPaths[0]!));
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  await page.goto(`/admin/applications/${oldStyle.id}`);
  const oldVideo = page.getByRole("article", { name: /Olive Oldfile/ }).locator("video");
  await expect(oldVideo).toHaveAttribute("src", playbackAddressOf(oldStyle.objectPaths[0]!));
  await expect.poll(() => oldVideo.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  for (const { id } of [legacy, oldStyle]) {
    await page.request.post("/api/delete-creator-application", {
      headers: await seed.adminHeaders(),
      data: { applicationId: id },
    });
  }
});
