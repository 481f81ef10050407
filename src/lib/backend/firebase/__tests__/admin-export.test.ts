import { describe, expect, it, vi } from "vitest";
import type { FirebaseAdminDeps } from "../admin-context";
import { createAdminExport } from "../admin-export";

function exporter(response: Response | Error, overrides: Partial<FirebaseAdminDeps> = {}) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const download = vi.fn();
  const client = createAdminExport({
    firestore: () => {
      throw new Error("the export never reads Firestore");
    },
    currentUser: () => ({ uid: "admin-uid", email: "admin@example.com" }),
    getIdToken: async () => "id-token",
    appCheckHeaders: async () => ({ "X-Firebase-AppCheck": "app-check-token" }),
    fetch: fetch as unknown as typeof globalThis.fetch,
    download,
    ...overrides,
  });
  return { client, fetch, download };
}

describe("Firebase CSV export", () => {
  it("asks the export function for the filtered list with the ID and App Check tokens, and saves what it streams", async () => {
    const csv = new Response("\uFEFFName,Email\r\n", {
      headers: { "content-disposition": 'attachment; filename="brand-signups-2026-03-11.csv"' },
    });
    const { client, fetch, download } = exporter(csv);
    await client.exportCsv("brand-signups", { status: "contacted", search: " Glow " });

    expect(fetch).toHaveBeenCalledExactlyOnceWith("/api/admin/brand-signups/export.csv?status=contacted&search=Glow", {
      headers: { authorization: "Bearer id-token", "X-Firebase-AppCheck": "app-check-token" },
    });
    const [file, name] = download.mock.calls[0]!;
    expect(name).toBe("brand-signups-2026-03-11.csv");
    expect(await (file as Blob).text()).toContain("Name,Email");
  });

  it("says the server's refusal, or that the network failed; signed out it asks nothing", async () => {
    const refused = new Response(JSON.stringify({ error: "You are not authorized to perform this action" }), {
      status: 403,
    });
    await expect(exporter(refused).client.exportCsv("brand-signups", {})).rejects.toMatchObject({
      status: 403,
      message: "You are not authorized to perform this action",
    });
    await expect(exporter(new TypeError("offline")).client.exportCsv("brand-signups", {})).rejects.toMatchObject({
      message: "Failed to export CSV: network error",
    });
    const signedOut = exporter(new Response(""), { currentUser: () => null });
    await expect(signedOut.client.exportCsv("brand-signups", {})).rejects.toMatchObject({ status: 401 });
    expect(signedOut.fetch).not.toHaveBeenCalled();
  });

  it("asks for each part the server names and saves them as one file (Hosting cuts an answer at 60 s)", async () => {
    const answers = [
      new Response("\uFEFFName\r\nA\r\n", {
        headers: {
          "content-disposition": 'attachment; filename="contact-messages-2026-03-11.csv"',
          "x-export-next-part": "p1.sig",
        },
      }),
      new Response("B\r\n", { headers: { "x-export-next-part": "p2.sig" } }),
      new Response("C\r\n"),
    ];
    const fetch = vi.fn(async (_url: string) => answers.shift()!);
    const { client, download } = exporter(new Response(""), { fetch: fetch as unknown as typeof globalThis.fetch });
    await client.exportCsv("contact-messages", {});
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "/api/admin/contact-messages/export.csv",
      "/api/admin/contact-messages/export.csv?part=p1.sig",
      "/api/admin/contact-messages/export.csv?part=p2.sig",
    ]);
    const [file, name] = download.mock.calls[0]!;
    expect(name).toBe("contact-messages-2026-03-11.csv");
    const bytes = new Uint8Array(await (file as Blob).arrayBuffer());
    // The BOM (which Excel needs to read UTF-8) stays first, once.
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFName\r\nA\r\nB\r\nC\r\n");
  });
});
