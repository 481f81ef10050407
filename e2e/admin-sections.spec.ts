import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "../testing/e2e/fixtures";
import { signInToAdminPanel } from "../testing/e2e/admin";
import { holdRequests } from "../testing/e2e/hold-requests";
import type { Seed } from "../testing/e2e/seed";
import { contactMessage, parseCsv, storedBrandSignup, uniqueWord } from "../testing/e2e/sections";

/** Deletes the brand sign-ups a search for `company` finds, as the admin does. */
async function deleteBrandSignups(request: APIRequestContext, seed: Seed, company: string) {
  const listed = await request.get(`/api/admin/brand-signups?search=${company}`, {
    headers: await seed.adminHeaders(),
  });
  for (const { id } of ((await listed.json()) as { items: Array<{ id: string }> }).items) {
    await request.delete(`/api/admin/brand-signups/${encodeURIComponent(id)}`, { headers: await seed.adminHeaders() });
  }
}

/** One brand sign-up's card, found by its name. */
const card = (page: Page, name: string) => page.getByRole("article", { name });

test("status, notes and the meeting flag of a brand sign-up are saved, each setting updated_at", async ({
  page,
  request,
  seed,
}) => {
  const company = uniqueWord("Statusco");
  const signup = await seed.brandSignup({ name: "Stella Status", companyName: company });
  await signInToAdminPanel(page, `/admin/brand-signups?q=${company}`);
  const stella = card(page, "Stella Status");
  await expect(stella).toBeVisible();
  const first = await storedBrandSignup(request, seed, signup.id);

  await stella.getByLabel("Status", { exact: true }).selectOption("contacted");
  // Each change is a call to the admin's function, for which the Functions emulator may first start a worker
  // process (seconds on a loaded machine, more than the default wait).
  const stored = () => storedBrandSignup(request, seed, signup.id);
  await expect.poll(async () => (await stored()).status, { timeout: 30_000 }).toBe("contacted");
  const afterStatus = await storedBrandSignup(request, seed, signup.id);
  expect(afterStatus.updated_at > first.updated_at).toBe(true);
  await expect(stella.getByText("Contacted", { exact: true }).first()).toBeVisible();
  // The card's "Last change" follows the stored updated_at without a reload.
  await expect(stella.getByTestId("signup-updated-at")).toHaveAttribute("data-updated-at", afterStatus.updated_at);

  await stella.getByRole("checkbox", { name: "Meeting booked" }).check();
  await expect.poll(async () => (await stored()).meeting_signed_up, { timeout: 30_000 }).toBe(true);
  const afterMeeting = await storedBrandSignup(request, seed, signup.id);
  expect(afterMeeting.updated_at > afterStatus.updated_at).toBe(true);

  await stella.getByLabel("Notes").fill("Call booked for Tuesday 10:00");
  await stella.getByRole("button", { name: "Save notes" }).click();
  await expect(stella.getByLabel("Notes")).toHaveAccessibleDescription("Saved");
  const afterNotes = await storedBrandSignup(request, seed, signup.id);
  expect(afterNotes).toMatchObject({
    notes: "Call booked for Tuesday 10:00",
    status: "contacted",
    meeting_signed_up: true,
  });
  expect(afterNotes.updated_at > afterMeeting.updated_at).toBe(true);
  await expect(stella.getByTestId("signup-updated-at")).toHaveAttribute("data-updated-at", afterNotes.updated_at);

  // Each change is in the activity log with what it was before.
  await page.goto(`/admin/activity?status=update_brand_signup&q=${encodeURIComponent(signup.id)}`);
  const log = page.getByRole("list", { name: "Activity log" });
  await expect(log.getByText("Status: Pending → Contacted")).toBeVisible();
  await expect(log.getByText("Meeting booked: no → yes")).toBeVisible();
  await expect(log.getByText("Notes: none → “Call booked for Tuesday 10:00”")).toBeVisible();
});

test("notes changed in another tab are shown as a conflict, not overwritten", async ({ page, request, seed }) => {
  const company = uniqueWord("Conflictco");
  const signup = await seed.brandSignup({ name: "Conor Conflict", companyName: company });
  const address = `/api/admin/brand-signups/${encodeURIComponent(signup.id)}`;
  // The panel saves typed notes by itself once the typing pauses (use-notes-draft.ts): should it do so before the
  // other tab has saved (the calls below can take longer than that pause), its save is held until the other tab's has
  // been stored, so the other tab's always comes first.
  const panelSave = await holdRequests(page, /\/api\/admin\/brand-signups\/[^/?]+$/, { method: "PATCH" });
  await signInToAdminPanel(page, `/admin/brand-signups?q=${company}`);
  const conor = card(page, "Conor Conflict");
  await conor.getByLabel("Notes").fill("Mine, still typing");
  const { updated_at } = await storedBrandSignup(request, seed, signup.id);
  const elsewhere = await request.patch(address, {
    headers: await seed.adminHeaders(),
    data: { notes: "Saved in another tab", expectedUpdatedAt: updated_at },
  });
  expect(elsewhere.status()).toBe(200);
  panelSave.release();
  const conflict = conor.getByRole("alert");
  await expect(conflict).toContainText("These notes were changed elsewhere");
  await expect(conflict).toContainText("Saved in another tab");
  await expect(conor.getByLabel("Notes")).toHaveValue("Mine, still typing");
  expect((await storedBrandSignup(request, seed, signup.id)).notes).toBe("Saved in another tab");
  await conflict.getByRole("button", { name: "Use the saved notes" }).click();
  await expect(conor.getByLabel("Notes")).toHaveValue("Saved in another tab");
});

test("a sign-up made through the public form appears in the open panel without a reload", async ({
  page,
  browser,
  request,
  seed,
}) => {
  const company = uniqueWord("Liveco");
  await signInToAdminPanel(page, `/admin/brand-signups?q=${company}`);
  await expect(page.getByText("No sign-ups match.")).toBeVisible();

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const form = await visitor.newPage();
    await form.goto("/brand-signup", { waitUntil: "networkidle" });
    const waitlist = form.getByRole("form", { name: "Reserve your early access" });
    const email = `e2e-live-${company.toLowerCase()}@example.com`;
    await waitlist.getByRole("textbox", { name: "Name", exact: true }).fill("Lina Live");
    await waitlist.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await waitlist.getByRole("textbox", { name: "Company name", exact: true }).fill(company);
    await waitlist.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(waitlist.getByRole("status")).toContainText("Thank you!");

    await expect(card(page, "Lina Live")).toBeVisible();
    await expect(card(page, "Lina Live")).toContainText(email);
  } finally {
    await visitor.close();
    await deleteBrandSignups(request, seed, company);
  }
});

test("a later spelling of a mailbox is flagged with the earlier entry's address and date", async ({
  page,
  request,
  seed,
}) => {
  const company = uniqueWord("Dupco");
  const mailbox = company.toLowerCase();
  const signUp = (email: string) =>
    request.post("/api/subscribe-to-waitlist", {
      data: { type: "brand", name: "Dana Dup", email, companyName: company, emailListOptIn: false, "bot-field": "" },
    });
  try {
    expect((await signUp(`dana.${mailbox}@gmail.com`)).status()).toBe(200);
    expect((await signUp(`dana${mailbox}+launch@gmail.com`)).status()).toBe(200);
    await signInToAdminPanel(page, `/admin/brand-signups?q=${company}`);
    const later = page
      .getByRole("article", { name: "Dana Dup" })
      .filter({ hasText: `dana${mailbox}+launch@gmail.com` });
    await expect(later.getByRole("list", { name: "Flags" })).toContainText(
      new RegExp(
        `Possible duplicate of dana\\.${mailbox}@gmail\\.com \\(signed up \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d\\)`,
      ),
    );
  } finally {
    await deleteBrandSignups(request, seed, company);
  }
});

test("Export CSV writes the filtered view with standard quoting, UK dates and formula cells neutralised", async ({
  page,
  seed,
}) => {
  const company = uniqueWord("Csvco");
  // Names hold letters only; the company is free text, so it carries what a spreadsheet might run.
  const companies = [
    `=HYPERLINK("https://evil.example","x") ${company}`,
    `+44 Plus ${company}`,
    `Quote "Q", Comma ${company}`,
  ];
  for (const companyName of companies) await seed.brandSignup({ name: "Csv Brand", companyName });
  await signInToAdminPanel(page, `/admin/brand-signups?q=${company}`);
  await expect(page.getByRole("article")).toHaveCount(3);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const text = await readFile(file, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(expect.arrayContaining(["ID", "Signed up", "Name", "Company", "Email", "Status"]));
  const column = (name: string) => header!.indexOf(name);
  expect(rows).toHaveLength(3);
  // Newest first; a cell a spreadsheet would run as a formula starts with a quote instead.
  expect(rows.map((row) => row[column("Company")])).toEqual([companies[2], `'${companies[1]}`, `'${companies[0]}`]);
  for (const row of rows) expect(row[column("Signed up")]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  // The raw text quotes what needs it, doubling inner quotes.
  expect(text).toContain(`"Quote ""Q"", Comma ${company}"`);

  await page.goto(`/admin/activity?status=export_csv&q=brand-signups`);
  await expect(
    page.getByRole("list", { name: "Activity log" }).getByText(`Search: “${company}”`).first(),
  ).toBeVisible();
});

test("a contact message is listed with a mailto link and deleted after confirmation", async ({
  page,
  request,
  seed,
}) => {
  const word = uniqueWord("erase");
  const cleanups: Array<() => Promise<unknown>> = [];
  const email = `${word}@example.com`;
  const id = await contactMessage(request, seed, cleanups, {
    name: "Erin Erasure",
    email,
    message: "Please delete my data.\nThanks!",
  });
  try {
    await signInToAdminPanel(page, `/admin/contact?q=${word}`);
    const message = page.getByRole("article", { name: "Erin Erasure" });
    await expect(message.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(message.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await message.getByRole("button", { name: "Delete message from Erin Erasure" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete message" });
    await expect(dialog).toContainText("Are you sure you want to delete this message? This cannot be undone.");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Message deleted.")).toBeVisible();
    await expect(message).toHaveCount(0);
    const gone = await request.get(`/api/admin/contact-messages/${id}`, { headers: await seed.adminHeaders() });
    expect(gone.status()).toBe(404);
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
});

test("the sections have no axe violations with data on screen", async ({
  page,
  request,
  seed,
  inbox,
  expectNoAxeViolations,
}) => {
  // Five scans of full admin screens, with their data set up first: more than the default on a slow machine.
  test.setTimeout(90_000);
  const company = uniqueWord("Axeco");
  await seed.brandSignup({ name: "Ada Axe", companyName: company, website: "https://ada.example" });
  const cleanups: Array<() => Promise<unknown>> = [];
  await contactMessage(request, seed, cleanups, {
    name: "Axel Contact",
    email: `${company}@example.com`,
    message: "Hello",
  });
  const subscriber = `${company.toLowerCase()}@example.com`;
  const subscribed = await request.post("/api/subscribe-to-waitlist", {
    data: { email: subscriber, "g-recaptcha-response": "" },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  // The confirmation e-mail is found so the inbox fixture removes it afterwards.
  await inbox.find({ to: subscriber });
  const shot = (name: string) =>
    page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
  try {
    await signInToAdminPanel(page, `/admin/brand-signups?q=${company}`);
    await expect(card(page, "Ada Axe")).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("brand-signups");
    await card(page, "Ada Axe").getByRole("button", { name: "Delete sign-up from Ada Axe" }).click();
    await expect(page.getByRole("dialog", { name: "Delete sign-up" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("brand-signup-delete");
    await page.keyboard.press("Escape");

    await page.goto(`/admin/contact?q=${company}`);
    await expect(page.getByRole("article", { name: "Axel Contact" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("contact");

    await page.goto(`/admin/newsletter?q=${encodeURIComponent(subscriber)}`);
    await expect(page.getByRole("article", { name: subscriber })).toContainText("Unconfirmed");
    await expectNoAxeViolations(page);
    await shot("newsletter");

    await page.goto("/admin/overview");
    await expect(page.locator(".overview-chart svg").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("overview");

    await page.goto("/admin/activity");
    await expect(page.getByRole("list", { name: "Activity log" })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot("activity");
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
});
