import { test, expect } from "../testing/e2e/fixtures";

// The local stack's wiring that later admin specs build on: the seeded admin account, the
// admin API, and mail reaching the maildev inbox.

test("the stack's admin account signs in at /signin", async ({ page, loginAsAdmin }) => {
  const admin = await loginAsAdmin(page);
  await expect(page.getByText(admin.email)).toBeVisible();
});

test("a seeded brand signup is listed for the admin and removed by the clean-up", async ({ request, seed }) => {
  const signup = await seed.brandSignup({ companyName: "Seeded Co" });
  const listed = async () => {
    const response = await request.get("/api/admin/brand-signups", { headers: await seed.adminHeaders() });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: Array<{ id: string; email: string }> }).items;
  };
  expect(await listed()).toContainEqual(expect.objectContaining({ id: signup.id, company_name: "Seeded Co" }));

  await seed.cleanUp();
  expect((await listed()).map((item) => item.id)).not.toContain(signup.id);
});

test("approving a seeded application e-mails the creator through the inbox", async ({ request, seed, inbox }) => {
  const application = await seed.creatorApplication({ firstName: "Ines" });
  const response = await request.post("/api/approve-creator", {
    headers: await seed.adminHeaders(),
    data: { applicationId: application.id, approvalType: "pro", adminEmail: "admin@example.com" },
  });
  expect(await response.json()).toEqual({ emailSent: true, status: "approved_pro" });

  const mail = await inbox.find({ to: application.email, subject: /approved as a Pro creator/ });
  expect(mail.text).toContain("you have joined as a Pro creator");
  // Nothing the applicant wrote reaches an e-mail we send.
  expect(mail.text).not.toContain("Ines");
});
