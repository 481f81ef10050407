import { describe, expect, it } from "vitest";
import { bearer, emailUser, type TestUser } from "~/testing/auth-users";
import { suiteAdmin, suiteServer } from "../../testing/suite-server";

const server = suiteServer();
const admin = suiteAdmin();

async function ticketFor(user: TestUser): Promise<Response> {
  return fetch(`${server.baseUrl}/data/live-tickets`, { method: "POST", headers: bearer(user) });
}

/** Reads `snapshot` events from a server-sent event stream. */
function snapshots(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async function next(): Promise<Array<Record<string, unknown>>> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end !== -1) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (event.includes("event: snapshot") && data)
          return (JSON.parse(data) as { items: Array<Record<string, unknown>> }).items;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += value;
    }
  };
}

describe("live admin lists (server-sent events)", () => {
  it("sends the first page at once and again after every change, newest first", async () => {
    const { ticket } = (await (await ticketFor(admin)).json()) as { ticket: string };
    const controller = new AbortController();
    const stream = await fetch(`${server.baseUrl}/data/contact-messages/live?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const next = snapshots(stream);
    expect(await next()).toEqual([]);

    const sent = await fetch(`${server.baseUrl}/api/contact-message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Live Tester", email: "live@example.com", message: "Are you there?" }),
    });
    const { id } = (await sent.json()) as { id: string };
    const items = await next();
    expect(items[0]).toMatchObject({ id, name: "Live Tester", message: "Are you there?" });
    controller.abort();
  });

  it("accepts a ticket once, and issues tickets to the admin only", async () => {
    const { ticket } = (await (await ticketFor(admin)).json()) as { ticket: string };
    const controller = new AbortController();
    const first = await fetch(`${server.baseUrl}/data/brand-signups/live?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(first.status).toBe(200);
    controller.abort();
    expect((await fetch(`${server.baseUrl}/data/brand-signups/live?ticket=${ticket}`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/data/brand-signups/live`)).status).toBe(401);
    expect((await ticketFor(await emailUser())).status).toBe(403);
  });
});
