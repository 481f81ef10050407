import { beforeEach, describe, expect, it } from "vitest";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { exportAdminList } from "../handlers/admin-export";
import { EXPORT_PART_INVALID, EXPORT_PART_ROWS, exportAdminListPart } from "../handlers/admin-export-parts";

let ports: TestPorts;
const asAdmin = { caller: callers.admin };

beforeEach(() => {
  ports = createTestPorts();
});

async function seedMessages(count: number) {
  for (let n = 0; n < count; n += 1) {
    await ports.documents.set("contact_messages", `m${String(n).padStart(6, "0")}`, {
      name: n % 2 ? "=cmd|calc" : `Sender ${n}`,
      email: `s${n}@example.com`,
      message: "Hello",
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    });
  }
}

async function wholeExport(): Promise<string> {
  const result = await exportAdminList({ list: "contact-messages" }, asAdmin, ports);
  if (!("chunks" in result.body)) throw new Error("expected a CSV");
  let text = "";
  for await (const chunk of result.body.chunks) text += chunk;
  return text;
}

const audited = async () =>
  (await ports.documents.list("adminAudit", { orderBy: "at", limit: 50 })).items.filter(
    (entry) => entry.data.action === "export_csv",
  ).length;

describe("CSV export in parts (each answered well inside Hosting's 60 s)", () => {
  it("cuts a long list into parts of at most EXPORT_PART_ROWS rows that join to the whole export, audited once", async () => {
    const total = 2 * EXPORT_PART_ROWS + 7;
    await seedMessages(total);
    const whole = await wholeExport();
    const auditsBefore = await audited();
    ports.clock.advance(1_000);
    let text = "";
    let part: string | null = null;
    const sizes: number[] = [];
    do {
      const input: Record<string, unknown> = part ? { part } : { list: "contact-messages" };
      const result = await exportAdminListPart(input, asAdmin, ports);
      expect(result.status).toBe(200);
      if (!("csv" in result.body)) throw new Error("expected a part");
      sizes.push(result.body.csv.split("\r\n").filter(Boolean).length);
      text += result.body.csv;
      part = result.body.nextPart;
    } while (part);
    expect(sizes).toEqual([EXPORT_PART_ROWS + 1, EXPORT_PART_ROWS, 7]);
    expect(text).toBe(whole);
    expect((await audited()) - auditsBefore).toBe(1);
  });

  it("continues only the admin's own export, from an untampered, unexpired token", async () => {
    await seedMessages(EXPORT_PART_ROWS + 1);
    const first = await exportAdminListPart({ list: "contact-messages" }, asAdmin, ports);
    if (!("csv" in first.body)) throw new Error("expected a part");
    const token = first.body.nextPart!;
    const refused = { status: 400, body: { error: EXPORT_PART_INVALID } };
    const [payload, mac] = token.split(".");
    const state = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...state, list: "brand-signups" })).toString("base64url");
    expect(await exportAdminListPart({ part: `${forged}.${mac}` }, asAdmin, ports)).toMatchObject(refused);
    expect(await exportAdminListPart({ part: "nonsense" }, asAdmin, ports)).toMatchObject(refused);
    const otherAdmin = { caller: { ...callers.admin, uid: "another-admin" } };
    expect(await exportAdminListPart({ part: token }, otherAdmin, ports)).toMatchObject(refused);
    expect(await exportAdminListPart({ part: token }, { caller: callers.user }, ports)).toMatchObject({ status: 403 });
    ports.clock.advance(11 * 60 * 1000);
    expect(await exportAdminListPart({ part: token }, asAdmin, ports)).toMatchObject(refused);
  });

  it("runs every part with each filter the admin chose and audits them all", async () => {
    const total = 2 * EXPORT_PART_ROWS;
    const matches = (n: number) => n % 4 !== 0 && n % 5 !== 0;
    for (let n = 0; n < total; n += 1) {
      await ports.documents.set("newsletter_subscribers", `n${String(n).padStart(6, "0")}`, {
        email: `reader${n}@example.com`,
        consent: { status: "confirmed" },
        attribution: {
          first: null,
          last: { ...touch, source: n % 4 ? "news" : "ads", campaign: n % 5 ? "spring" : "summer" },
        },
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      });
    }
    const filter = { list: "newsletter-subscribers", source: "News", campaign: "spring" };
    const whole = await exportAdminList(filter, asAdmin, ports);
    if (!("chunks" in whole.body)) throw new Error("expected a CSV");
    let expected = "";
    for await (const chunk of whole.body.chunks) expected += chunk;
    let text = "";
    let part: string | null = null;
    let parts = 0;
    do {
      parts += 1;
      const result = await exportAdminListPart(part ? { part } : filter, asAdmin, ports);
      if (!("csv" in result.body)) throw new Error("expected a part");
      text += result.body.csv;
      part = result.body.nextPart;
    } while (part);
    const rows = text.split("\r\n").filter(Boolean).slice(1);
    expect(parts).toBe(2);
    expect(rows).toHaveLength(Array.from({ length: total }, (_, n) => n).filter(matches).length);
    expect(text).toBe(expected);
    const entries = (await ports.documents.list("adminAudit", { orderBy: "at", limit: 50 })).items;
    const details = entries.filter((entry) => entry.data.action === "export_csv").map((entry) => entry.data.details);
    expect(details).toEqual([
      { list: "newsletter-subscribers", status: null, search: null, source: "news", campaign: "spring" },
      { list: "newsletter-subscribers", status: null, search: null, source: "news", campaign: "spring" },
    ]);
  });
});

const touch = { source: null, medium: null, campaign: null, referrerHost: null, landingPath: "/" };
