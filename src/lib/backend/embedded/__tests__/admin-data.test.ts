import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackendError } from "../../types";
import { createEmbeddedAdminData } from "../admin-data";

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emitSnapshot(items: unknown[], nextCursor: string | null = null) {
    this.listeners.get("snapshot")?.({ data: JSON.stringify({ items, nextCursor }) } as MessageEvent<string>);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let fetchMock: ReturnType<typeof vi.fn>;
let ticketCount: number;

let downloads: string[];

function client(token: string | null = "id-token") {
  return createEmbeddedAdminData({
    getIdToken: async () => token,
    fetch: fetchMock as unknown as typeof fetch,
    EventSource: FakeEventSource as unknown as typeof EventSource,
    download: (url) => downloads.push(url),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  downloads = [];
  ticketCount = 0;
  fetchMock = vi.fn(async (url: string) =>
    url === "/data/live-tickets" ? json(201, { ticket: `ticket-${++ticketCount}` }) : json(200, {}),
  );
});
afterEach(() => vi.useRealTimers());

describe("embedded admin data: watch", () => {
  it("connects with a ticket fetched using the ID token and passes each snapshot on", async () => {
    const onChange = vi.fn();
    client().watch("contact-messages", {}, onChange);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

    expect(fetchMock).toHaveBeenCalledWith(
      "/data/live-tickets",
      expect.objectContaining({ method: "POST", headers: { authorization: "Bearer id-token" } }),
    );
    expect(FakeEventSource.instances[0]!.url).toBe("/data/contact-messages/live?ticket=ticket-1");
    FakeEventSource.instances[0]!.emitSnapshot([{ id: "m1", name: "Ann" }]);
    expect(onChange).toHaveBeenCalledWith({ items: [{ id: "m1", name: "Ann" }], nextCursor: null });
  });

  it("reconnects with a fresh ticket after the stream drops", async () => {
    client().watch("brand-signups", {}, vi.fn());
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.onerror?.();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);

    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe("/data/brand-signups/live?ticket=ticket-2");
  });

  it("reports a refused ticket (not admin) and stops trying", async () => {
    fetchMock.mockResolvedValue(json(403, { error: "You are not authorized to perform this action" }));
    const onError = vi.fn();
    client().watch("creator-applications", {}, vi.fn(), onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({
      message: "You are not authorized to perform this action",
      status: 403,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it("watches exactly the page asked for: filter, search and cursor go in the stream's address", async () => {
    const onChange = vi.fn();
    client().watch("creator-applications", { status: "pending", search: " maya ", cursor: "c/1" }, onChange);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toBe(
      "/data/creator-applications/live?ticket=ticket-1&status=pending&search=maya&cursor=c%2F1",
    );
    FakeEventSource.instances[0]!.emitSnapshot([{ id: "a" }], "next");
    expect(onChange).toHaveBeenCalledWith({ items: [{ id: "a" }], nextCursor: "next" });
  });

  it("reports a lost connection after repeated failures, and keeps trying", async () => {
    const onError = vi.fn();
    client().watch("brand-signups", {}, vi.fn(), onError);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(attempt));
      FakeEventSource.instances[attempt - 1]!.onerror?.();
      await vi.advanceTimersByTimeAsync(30_000);
    }
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      code: "network",
      message: expect.stringMatching(/^Cannot connect to database: /),
    });
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(6));
  });

  it("stops delivering and closes the stream once unsubscribed", async () => {
    const onChange = vi.fn();
    const unsubscribe = client().watch("contact-messages", {}, onChange);
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    unsubscribe();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    FakeEventSource.instances[0]!.emitSnapshot([{ id: "late" }]);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("embedded admin data: requests", () => {
  it("lists a page with the cursor and the ID token", async () => {
    fetchMock.mockResolvedValue(json(200, { items: [{ id: "a" }], nextCursor: "next" }));
    const page = await client().list("brand-signups", { cursor: "abc" });
    expect(page).toEqual({ items: [{ id: "a" }], nextCursor: "next" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/data/brand-signups?cursor=abc",
      expect.objectContaining({ method: "GET" }),
    );
  });

  it("sends brand sign-up changes as JSON and surfaces the server's error text", async () => {
    fetchMock.mockResolvedValue(json(404, { error: "Brand signup not found" }));
    const failure = client().updateBrandSignup("id/1", { status: "contacted" });
    await expect(failure).rejects.toEqual(new BackendError("Brand signup not found", 404));
    expect(fetchMock).toHaveBeenCalledWith(
      "/data/brand-signups/id%2F1",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ status: "contacted" }) }),
    );
  });

  it("sends the filter and search, and answers null for a record that is gone", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [], nextCursor: null }));
    await client().list("newsletter-subscribers", { status: "confirmed", search: "a@b.co", cursor: null });
    expect(fetchMock.mock.calls[0]![0]).toBe("/data/newsletter-subscribers?status=confirmed&search=a%40b.co");
    fetchMock.mockResolvedValueOnce(json(404, { error: "Not found." }));
    expect(await client().get("creator-applications", "gone")).toBeNull();
    expect(fetchMock.mock.calls[1]![0]).toBe("/data/creator-applications/gone");
  });

  it("passes a conflict on with its code and the sign-up as it now is", async () => {
    const current = { id: "b1", notes: "Theirs", updated_at: "2026-01-02T00:00:00.000Z" };
    fetchMock.mockResolvedValue(json(409, { error: "Changed elsewhere", code: "conflict", current }));
    const failure = client().updateBrandSignup(
      "b1",
      { notes: "Mine" },
      { expectedUpdatedAt: "2026-01-01T00:00:00.000Z" },
    );
    await expect(failure).rejects.toMatchObject({ status: 409, code: "conflict", details: current });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      body: JSON.stringify({ notes: "Mine", expectedUpdatedAt: "2026-01-01T00:00:00.000Z" }),
    });
  });

  it("downloads the CSV through a one-use ticket in the link, with the filter but no cursor", async () => {
    await client().exportCsv("brand-signups", { status: "contacted", search: "glow" });
    expect(downloads).toEqual(["/data/brand-signups/export.csv?ticket=ticket-1&status=contacted&search=glow"]);
  });

  it("refuses admin calls without a session before touching the network", async () => {
    await expect(client(null).deleteBrandSignup("x")).rejects.toMatchObject({
      status: 401,
      message: "Authentication required",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
