import { afterAll, beforeAll, expect, it } from "vitest";
import type { ListPage } from "~/core/ports";
import { startTestServer, type TestServer } from "../testing/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it("200 concurrent brand sign-ups of 100 distinct e-mails store exactly 100 records, with no 5xx", async () => {
  const emails = Array.from({ length: 100 }, (_, index) => `brand-${index}@example.com`);
  // Each e-mail twice, the second time in other letter case: both must land on one record.
  const requests = [...emails, ...emails.map((email) => email.toUpperCase())].map((email, index) =>
    fetch(`${server.baseUrl}/api/subscribe-to-waitlist`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: "brand",
        name: `Brand ${index}`,
        email,
        companyName: "Acme",
        website: "",
        "bot-field": "",
        emailListOptIn: false,
      }),
    }).then((response) => response.status),
  );
  const statuses = await Promise.all(requests);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.every((status) => status === 200)).toBe(true);

  const stored: string[] = [];
  let cursor: string | null = null;
  do {
    const page: ListPage = await server.ports.documents.list("brand_signups", {
      orderBy: "created_at",
      limit: 50,
      cursor,
    });
    stored.push(...page.items.map((item) => String(item.data.email)));
    cursor = page.nextCursor;
  } while (cursor);
  expect(stored).toHaveLength(100);
  expect(new Set(stored)).toEqual(new Set(emails));
});
