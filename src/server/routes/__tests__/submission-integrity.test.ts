import { request } from "node:http";
import { describe, expect, it } from "vitest";
import type { ContactMessageDocument, CreatorApplicationDocument } from "~/shared/documents";
import { bearer } from "~/testing/auth-users";
import { suiteAdmin, suiteInbox, suiteServer } from "../../testing/suite-server";

const inbox = suiteInbox();
const server = suiteServer(() => ({ smtpPort: inbox.smtpPort }));
const admin = suiteAdmin();

const unique = () => Math.random().toString(36).slice(2);

function applicationForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: "Maya",
    lastName: "Patel",
    email: "maya@example.com",
    postcode: "M1 1AE",
    portfolioUrl: "",
    instagram: "@maya.makes",
    tiktok: "",
    niche: "Beauty",
    referralSource: "TikTok",
    isUKCreator: "true",
    newsletterConsent: "false",
    "g-recaptcha-response": "",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
const apply = (form: FormData) => fetch(`${server.baseUrl}/api/creator-application`, { method: "POST", body: form });

/** POSTs JSON from a chosen loopback address, so the server sees a second client. */
function postJsonFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: "POST", localAddress, headers: { "content-type": "application/json" } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(JSON.stringify(body));
  });
}

async function stored<T extends object>(collection: "contact_messages" | "creator_applications", orderBy: string) {
  return (await server.ports.documents.list<T>(collection, { orderBy, limit: 50 })).items;
}

describe("one e-mail field, one recipient", () => {
  it.each(["a@x.example,b@y.example", "a@x.example;b@y.example", "a@x.example>,<b@y.example"])(
    "an applicant e-mail of %s is refused with 400",
    async (email) => {
      const response = await apply(applicationForm({ email }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Please enter a valid email" });
    },
  );

  it("an address list stored before the rule is never mailed on approval", async () => {
    const first = `first-${unique()}@example.com`;
    const second = `second-${unique()}@example.com`;
    const id = await server.ports.documents.create("creator_applications", {
      firstName: "Old",
      lastName: "Entry",
      email: `${first},${second}`,
      status: "pending",
      submittedAt: new Date().toISOString(),
      uploadedFiles: [],
    });
    const response = await fetch(`${server.baseUrl}/api/approve-creator`, {
      method: "POST",
      headers: { ...bearer(admin), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: id, approvalType: "pro" }),
    });
    expect(await response.json()).toEqual({ emailSent: false, status: "approved_pro" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await inbox.to(first, { timeoutMs: 0 })).toEqual([]);
    expect(await inbox.to(second, { timeoutMs: 0 })).toEqual([]);
  });
});

describe("links and names in an application", () => {
  it.each([
    [{ portfolioUrl: "javascript:alert(1)" }, "Portfolio URL must be a web address starting with http:// or https://"],
    [{ tiktok: "javascript:alert(1)" }, "TikTok must be a link starting with http:// or https://, or an @handle"],
    [
      { instagram: '"><img src=x onerror=alert(1)>' },
      "Instagram must be a link starting with http:// or https://, or an @handle",
    ],
    [{ firstName: "Maya\u001b[2J" }, "First name contains characters that are not allowed"],
  ])("%j is refused: %s", async (overrides, error) => {
    const response = await apply(applicationForm(overrides));
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error } });
  });

  it("an @handle is stored as the profile's https link", async () => {
    const response = await apply(applicationForm({ email: `handle-${unique()}@example.com` }));
    const { id } = (await response.json()) as { id: string };
    const application = await server.ports.documents.get<CreatorApplicationDocument>("creator_applications", id);
    expect(application?.instagram).toBe("https://www.instagram.com/maya.makes");
  });
});

describe("duplicate window", () => {
  it("200 identical contact messages sent at once make one record; another client's copy makes its own", async () => {
    const body = { name: "Rosie", email: "rosie@example.com", message: `Burst ${unique()}` };
    const results = await Promise.all(
      Array.from({ length: 200 }, () => postJsonFrom("127.0.0.1", "/api/contact-message", body)),
    );
    expect(results.filter((result) => result.status !== 201)).toEqual([]);
    const mine = (await stored<ContactMessageDocument>("contact_messages", "createdAt")).filter(
      (item) => item.data.message === body.message,
    );
    expect(mine).toHaveLength(1);
    expect(new Set(results.map((result) => (result.body as { id: string }).id))).toEqual(new Set([mine[0]!.id]));

    const other = await postJsonFrom("127.0.0.2", "/api/contact-message", body);
    expect(other.status).toBe(201);
    const both = (await stored<ContactMessageDocument>("contact_messages", "createdAt")).filter(
      (item) => item.data.message === body.message,
    );
    expect(both).toHaveLength(2);
  });

  it("200 identical applications sent at once make one record", async () => {
    const email = `burst-${unique()}@example.com`;
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => apply(applicationForm({ email })).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const mine = (await stored<CreatorApplicationDocument>("creator_applications", "submittedAt")).filter(
      (item) => item.data.email === email,
    );
    expect(mine).toHaveLength(1);
  });
});
