import type { ContactMessageDocument } from "~/shared/documents";
import { addContactMessage } from "../handlers/contact-message";
import { createTestPorts, type TestPorts } from "@testing/ports/test-ports";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const message = (overrides: object = {}) => ({
  name: "Rosie",
  email: "rosie@northlight.example.com",
  message: "Hello,\r\n\tcould we talk about a campaign?",
  "g-recaptcha-response": "human",
  ...overrides,
});
const fromClient = (clientKey: string) => ({ caller: null, clientKey });
const stored = async () =>
  (await ports.documents.list<ContactMessageDocument>("contact_messages", { orderBy: "createdAt", limit: 50 })).items;

it("stores the message with createdAt; tabs and newlines are fine in the message", async () => {
  const result = await addContactMessage(message(), fromClient("198.51.100.7"), ports);
  expect(result.status).toBe(201);
  const [record] = await stored();
  expect(result.body).toEqual({ ok: true, id: record!.id });
  const { "g-recaptcha-response": _token, ...sent } = message();
  expect(record!.data).toEqual({
    ...sent,
    attribution: { first: null, last: null },
    createdAt: "2026-05-01T09:00:00.000Z",
    searchTokens: expect.arrayContaining([message().name.toLowerCase(), message().email.toLowerCase()]),
  });
});

it("needs the human check, and stores nothing without it", async () => {
  for (const token of ["", "robot"]) {
    expect(
      await addContactMessage(message({ "g-recaptcha-response": token }), fromClient("198.51.100.7"), ports),
    ).toEqual({ status: 400, body: { error: "reCAPTCHA verification failed. Please try again." } });
  }
  expect(await stored()).toEqual([]);
});

it.each([
  [{ name: "Rosie\u0000" }, "Name contains characters that are not allowed"],
  [{ name: "Ro\u001bsie" }, "Name contains characters that are not allowed"],
  [{ name: "Ro\nsie" }, "Name contains characters that are not allowed"],
  [{ message: "Hi\u0007" }, "Message contains characters that are not allowed"],
  [{ message: "Hi \udc00" }, "Message contains characters that are not allowed"],
  [{ email: "\ud800x@a.bc" }, "Please enter a valid email address"],
  [{ email: "rosie@a.co,eve@b.co" }, "Please enter a valid email address"],
])("%j is refused: %s", async (overrides, error) => {
  expect(await addContactMessage(message(overrides), fromClient("198.51.100.7"), ports)).toEqual({
    status: 400,
    body: { error },
  });
  expect(await stored()).toEqual([]);
});

describe("duplicate window", () => {
  it("200 identical messages sent at once from one client make one record", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, () => addContactMessage(message(), fromClient("198.51.100.7"), ports)),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    const records = await stored();
    expect(records).toHaveLength(1);
    expect(new Set(results.map((result) => (result.body as { id: string }).id))).toEqual(new Set([records[0]!.id]));
  });

  it("differences of case and surrounding spaces in the e-mail still count as the same message", async () => {
    await addContactMessage(message(), fromClient("198.51.100.7"), ports);
    await addContactMessage(message({ email: " ROSIE@northlight.example.com " }), fromClient("198.51.100.7"), ports);
    expect(await stored()).toHaveLength(1);
  });

  it("the same message from two clients makes two records", async () => {
    await Promise.all([
      addContactMessage(message(), fromClient("198.51.100.7"), ports),
      addContactMessage(message(), fromClient("203.0.113.50"), ports),
    ]);
    expect(await stored()).toHaveLength(2);
  });

  it("after 10 minutes the same message is stored again, once per burst", async () => {
    await addContactMessage(message(), fromClient("198.51.100.7"), ports);
    ports.clock.advance(9 * 60_000);
    await addContactMessage(message(), fromClient("198.51.100.7"), ports);
    expect(await stored()).toHaveLength(1);
    ports.clock.advance(60_000);
    await Promise.all(
      Array.from({ length: 50 }, () => addContactMessage(message(), fromClient("198.51.100.7"), ports)),
    );
    expect(await stored()).toHaveLength(2);
  });

  it("without a client address the remote IP identifies the client", async () => {
    await addContactMessage(message(), { caller: null, remoteIp: "198.51.100.7" }, ports);
    await addContactMessage(message(), { caller: null, remoteIp: "198.51.100.8" }, ports);
    await addContactMessage(message(), { caller: null, remoteIp: "198.51.100.8" }, ports);
    expect(await stored()).toHaveLength(2);
  });
});
