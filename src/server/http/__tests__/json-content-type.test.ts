import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { parseContentType } from "~/core/http/request-body";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const contactMessage = JSON.stringify({ name: "Form", email: "form@example.com", message: "Cross-site?" });

const postContact = (contentType: string) =>
  fetch(`${server.baseUrl}/api/contact-message`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: contactMessage,
  });

async function storedMessages(): Promise<number> {
  return (await server.ports.documents.list("contact_messages", { orderBy: "createdAt", limit: 50 })).items.length;
}

describe("JSON endpoints take exactly application/json", () => {
  it.each([
    "text/plain; x=application/json",
    "application/jsonx",
    "text/plain;charset=application/json",
    "application/x-www-form-urlencoded; application/json",
    "multipart/form-data; boundary=application/json",
    "application/json; charset=latin1",
  ])("refuses %s with 415 and stores nothing (what a cross-site form could send)", async (contentType) => {
    const before = await storedMessages();
    const response = await postContact(contentType);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Send the request body as JSON." });
    expect(await storedMessages()).toBe(before);
  });

  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON ; Charset=UTF-8"])(
    "accepts %s",
    async (contentType) => {
      expect((await postContact(contentType)).status).toBe(201);
    },
  );

  it("refuses look-alike form types on the application endpoint", async () => {
    const response = await fetch(`${server.baseUrl}/api/creator-application`, {
      method: "POST",
      headers: { "content-type": "multipart/form-datax; boundary=x" },
      body: "--x--",
    });
    expect(response.status).toBe(415);
  });
});

describe("parseContentType", () => {
  it("reads the media type and charset exactly", () => {
    expect(parseContentType("application/json")).toEqual({ mediaType: "application/json", charset: null });
    expect(parseContentType(' Application/Json ; charset="UTF-8"')).toEqual({
      mediaType: "application/json",
      charset: "utf-8",
    });
    expect(parseContentType("text/plain; x=application/json").mediaType).toBe("text/plain");
    expect(parseContentType(undefined)).toEqual({ mediaType: "", charset: null });
  });
});
