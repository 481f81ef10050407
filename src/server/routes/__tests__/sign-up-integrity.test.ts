import { describe, expect, it } from "vitest";
import type { BrandSignupDocument, NewsletterSubscriberDocument } from "~/shared/documents";
import { bearer } from "~/testing/auth-users";
import { suiteAdmin, suiteServer } from "../../testing/suite-server";

const server = suiteServer();
const admin = suiteAdmin();

/** Sends `body` as JSON text exactly as given, so escapes such as \ud800 reach the server. */
const postRaw = (path: string, body: string) =>
  fetch(server.baseUrl + path, { method: "POST", headers: { "content-type": "application/json" }, body });
const post = (path: string, body: unknown) => postRaw(path, JSON.stringify(body));
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

const brand = (overrides: object = {}) => ({
  type: "brand",
  name: "Sophie Turner",
  email: "sophie@glowbotanicals.example.com",
  companyName: "Glow Botanicals",
  website: "https://glowbotanicals.example.com",
  "bot-field": "",
  emailListOptIn: false,
  "g-recaptcha-response": "",
  ...overrides,
});

async function brandEntries(): Promise<Array<{ id: string; data: BrandSignupDocument }>> {
  const page = await server.ports.documents.list<BrandSignupDocument>("brand_signups", {
    orderBy: "created_at",
    limit: 50,
  });
  return page.items;
}
const brandEntry = async (email: string) => (await brandEntries()).find((entry) => entry.data.email === email);

describe("repeat sign-ups over HTTP", () => {
  it("a repeat brand sign-up (any case, extra spaces) never rewrites the entry and is answered identically", async () => {
    const email = "repeat-brand@example.com";
    const first = await answer(await post("/api/subscribe-to-waitlist", brand({ email })));
    const before = (await brandEntry(email))!;
    const hijack = await answer(
      await post(
        "/api/subscribe-to-waitlist",
        brand({
          email: `  ${email.toUpperCase()}  `,
          name: "Mallory",
          companyName: "Mallory Ltd",
          website: "https://mallory.example",
          emailListOptIn: true,
        }),
      ),
    );
    expect(hijack).toEqual(first);
    expect(first).toEqual({ status: 200, body: { ok: true } });
    const after = (await brandEntry(email))!;
    expect(after.id).toBe(before.id);
    expect(after.data).toMatchObject({
      name: before.data.name,
      company_name: before.data.company_name,
      website: before.data.website,
      email_list_opt_in: false,
      updated_at: before.data.updated_at,
      repeat_count: 1,
    });
    expect(after.data.repeat_differences?.[0]?.submitted).toEqual({
      name: "Mallory",
      company_name: "Mallory Ltd",
      website: "https://mallory.example",
      email_list_opt_in: true,
    });
  });

  it("a repeat newsletter subscription never rewrites the source page or the consent time", async () => {
    const subscribe = (sourcePage: string) =>
      post("/api/subscribe-to-waitlist", { email: "Reader@Example.com", "g-recaptcha-response": "", sourcePage });
    expect((await subscribe("/prices")).status).toBe(200);
    const [entry] = (
      await server.ports.documents.list<NewsletterSubscriberDocument>("newsletter_subscribers", {
        orderBy: "createdAt",
        limit: 50,
      })
    ).items;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await subscribe("/forged")).status).toBe(200);
    const after = await server.ports.documents.get<NewsletterSubscriberDocument>("newsletter_subscribers", entry!.id);
    expect(after).toMatchObject({ sourcePage: "/prices", consentedAt: entry!.data.consentedAt, repeatCount: 1 });
  });
});

describe("untrusted text over HTTP", () => {
  it.each([
    ["/api/subscribe-to-waitlist", '{"email":"\\ud800x@a.bc"}', "Please enter a valid email address"],
    [
      "/api/subscribe-to-waitlist",
      '{"email":"x\\udfff@a.bc","type":"brand","name":"B","companyName":"C"}',
      "Valid email is required",
    ],
    [
      "/api/subscribe-to-waitlist",
      '{"email":"b@a.bc","type":"brand","name":"B\\ud800","companyName":"C"}',
      "Name contains characters that are not allowed",
    ],
    [
      "/api/contact-message",
      '{"name":"A","email":"a@b.co","message":"hi \\udc00"}',
      "Message contains characters that are not allowed",
    ],
  ])("a lone surrogate on %s answers 400, never 500 (%s)", async (path, body, error) => {
    expect(await answer(await postRaw(path, body))).toEqual({ status: 400, body: { error } });
  });

  it.each([
    [{ website: "javascript:alert(1)" }, "Website must be a web address starting with http:// or https://"],
    [{ website: "https://x.example/<script>" }, "Website must be a web address starting with http:// or https://"],
    [{ name: "Sophie\u0000" }, "Name contains characters that are not allowed"],
    [{ companyName: "\u001b[31mGlow" }, "Company name contains characters that are not allowed"],
    [{ email: "a@x.co\r\nBcc: b@y.co" }, "Valid email is required"],
    [{ email: "a@x.co,b@y.co" }, "Valid email is required"],
  ])("the brand waitlist refuses %j: %s", async (overrides, error) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await post("/api/subscribe-to-waitlist", brand({ email, ...overrides }));
    expect(await answer(response)).toEqual({ status: 400, body: { error } });
    expect(await brandEntry(email)).toBeUndefined();
  });
});

describe("every entry stays addressable by the admin", () => {
  const patch = (id: string) =>
    fetch(`${server.baseUrl}/data/brand-signups/${encodeURIComponent(id)}`, {
      method: "PATCH",
      headers: { ...bearer(admin), "content-type": "application/json" },
      body: JSON.stringify({ status: "contacted" }),
    });
  const remove = (id: string) =>
    fetch(`${server.baseUrl}/data/brand-signups/${encodeURIComponent(id)}`, {
      method: "DELETE",
      headers: bearer(admin),
    });

  it("a 254-character brand e-mail is stored under a 64-character id the admin can update and erase", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.co`;
    expect((await post("/api/subscribe-to-waitlist", brand({ email }))).status).toBe(200);
    const entry = (await brandEntry(email))!;
    expect(entry.id).toMatch(/^[0-9a-f]{64}$/);
    expect((await patch(entry.id)).status).toBe(200);
    expect((await remove(entry.id)).status).toBe(200);
    expect(await brandEntry(email)).toBeUndefined();
  });

  it("an entry kept under an older, longer e-mail key can still be erased", async () => {
    const legacyId = encodeURIComponent(`${"ü".repeat(60)}@example.com`);
    expect(legacyId.length).toBeGreaterThan(200);
    await server.ports.documents.set("brand_signups", legacyId, { email: "legacy", created_at: "2026-01-01" });
    expect((await patch(legacyId)).status).toBe(200);
    expect((await remove(legacyId)).status).toBe(200);
    expect(await server.ports.documents.get("brand_signups", legacyId)).toBeNull();
  });
});
