import { beforeEach, describe, expect, it } from "vitest";
import { parseCsv } from "@testing/fixtures/parse-csv";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { exportAdminList } from "../handlers/admin-export";
import { neutraliseCell } from "../handlers/admin-csv-columns";
import type { CorePorts } from "../ports";
import { createMemoryDocumentStore } from "@testing/ports/memory-document-store";

let ports: TestPorts;
const asAdmin = { caller: callers.admin };

beforeEach(() => {
  ports = createTestPorts();
});

async function csvOf(input: Record<string, unknown>, on: CorePorts = ports): Promise<string> {
  const result = await exportAdminList(input, asAdmin, on);
  if (!("chunks" in result.body)) throw new Error(`expected a CSV, got ${JSON.stringify(result.body)}`);
  let text = "";
  for await (const chunk of result.body.chunks) text += chunk;
  return text;
}

describe("CSV export", () => {
  it.each(["=", "+", "-", "@", "\t", "\r"])("neutralises a cell starting with %j", (start) => {
    expect(neutraliseCell(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`);
    expect(neutraliseCell(`a${start}b`)).toBe(`a${start}b`);
  });

  it.each([" =1+1", "\n=1+1", "\u00a0=1+1", " @SUM(A1)", "\uff1d1+1", "|cmd"])(
    "neutralises %j (a formula after white space, a full-width sign, a pipe)",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );

  it.each([
    "\u200b=1+1",
    "\u202e=1+1",
    "\u0085=1+1",
    "\ufe66SUM(A1)",
    "\u200b\u202e @cmd",
    "\ufeff+1",
    "\u2066-1",
    "\ufe62\ufe63\ufe6b",
    "\uff5ccmd",
  ])("neutralises %j (a formula after an invisible character, or a small sign)", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(["a;=1+1", "a; @SUM(A1)", "a\t=1+1", "a;b\t-2"])(
    "neutralises %j (a formula after a semicolon or a tab, which some spreadsheets split a cell on)",
    (value) => {
      expect(neutraliseCell(value)).toBe(value.replace(/([;\t])(?=\s*[=@+-])/g, "$1'"));
    },
  );

  it.each([
    ['line one\n=HYPERLINK("http://evil")', 'line one\n\'=HYPERLINK("http://evil")'],
    ["Hi\r\n+1", "Hi\r\n'+1"],
    ["Hi\r-1", "Hi\r'-1"],
    ["Hi\n  @SUM(A1)", "Hi\n'  @SUM(A1)"],
    ["Hi\n\n\n=1+1", "Hi\n\n\n'=1+1"],
    ["Hi\r\n\r\n=1+1", "Hi\r\n\r\n'=1+1"],
    ["Hi\n\tcmd", "Hi\n'\tcmd"],
    ["Hi\n\rcmd", "Hi\n'\rcmd"],
    ["Hi\n\u200b\u202e=1", "Hi\n'\u200b\u202e=1"],
    ["Hi\n\uff1d1", "Hi\n'\uff1d1"],
    ["Hi\u2028=1", "Hi\u2028'=1"],
    ["Hi\u2029=1", "Hi\u2029'=1"],
    ["Hi\u0085=1", "Hi\u0085'=1"],
    ["Hi\v=1", "Hi\v'=1"],
    ["Hi\f=1", "Hi\f'=1"],
    ["=1\n=2\n-3", "'=1\n'=2\n'-3"],
  ])("neutralises every line of a multi-line cell that starts a formula: %j", (value, neutralised) => {
    expect(neutraliseCell(value)).toBe(neutralised);
  });

  it.each(["Ada", "\u200bAda", "a=b", "\u202eclip", "a;b", "a\tb", "line one\nline two", "a\r\n\r\nb - c", "a\n\nb"])(
    "leaves %j as it is",
    (value) => {
      expect(neutraliseCell(value)).toBe(value);
    },
  );

  it("writes every dangerous cell neutralised, quotes per RFC 4180, and dates in UK form (London time)", async () => {
    const names = ['=HYPERLINK("http://evil")', "+1", "-2", "@SUM(1)", "\tTab", "\rReturn", 'Says "hi", ok'];
    for (const [n, name] of names.entries()) {
      await ports.documents.set("contact_messages", `m${n}`, {
        name,
        email: "a@b.co",
        message: n === 0 ? 'line one\r\n=HYPERLINK("http://evil")' : "line one\nline two",
        createdAt: `2026-07-0${n + 1}T12:30:00.000Z`,
      });
    }
    const text = await csvOf({ list: "contact-messages" });
    // Every field quoted, the header too: no cell is left for a spreadsheet to interpret unquoted.
    expect(text.startsWith('\uFEFF"ID","Received","Name","Email","Message"\r\n')).toBe(true);
    expect(text).toContain('"m1","02/07/2026 13:30"');
    expect(text).toContain('"Says ""hi"", ok"');
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(["ID", "Received", "Name", "Email", "Message"]);
    const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byId.get("m0")).toEqual([
      "m0",
      "01/07/2026 13:30",
      '\'=HYPERLINK("http://evil")',
      "a@b.co",
      'line one\r\n\'=HYPERLINK("http://evil")',
    ]);
    expect(byId.get("m1")![4]).toBe("line one\nline two");
    expect(byId.get("m1")![2]).toBe("'+1");
    expect(byId.get("m2")![2]).toBe("'-2");
    expect(byId.get("m3")![2]).toBe("'@SUM(1)");
    expect(byId.get("m4")![2]).toBe("'\tTab");
    expect(byId.get("m5")![2]).toBe("'\rReturn");
    expect(byId.get("m6")![2]).toBe('Says "hi", ok');
  });

  it("has no row limit: 1,234 rows come out, newest first, each once", async () => {
    const documents = createMemoryDocumentStore();
    const memory: CorePorts = { ...ports, documents };
    for (let n = 0; n < 1234; n += 1) {
      await documents.set("brand_signups", `b${String(n).padStart(4, "0")}`, {
        name: `Brand ${n}`,
        email: `b${n}@x.co`,
        status: n % 2 === 0 ? "pending" : "contacted",
        created_at: `2026-03-${String(1 + (n % 28)).padStart(2, "0")}T10:00:00.000Z`,
      });
    }
    const rows = parseCsv(await csvOf({ list: "brand-signups" }, memory));
    expect(rows).toHaveLength(1 + 1234);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(1234);
    expect(rows[1]![1]).toBe("28/03/2026 10:00");
    const pending = parseCsv(await csvOf({ list: "brand-signups", status: "pending", search: "" }, memory));
    expect(pending).toHaveLength(1 + 617);
  });

  it("writes statuses by their labels, as the admin reads them on screen", async () => {
    await ports.documents.set("brand_signups", "b1", {
      name: "Asha",
      email: "asha@brand.co",
      status: "not_interested",
      created_at: "2026-03-01T10:00:00.000Z",
    });
    const [header, row] = parseCsv(await csvOf({ list: "brand-signups" }));
    expect(row![header!.indexOf("Status")]).toBe("Not interested");
  });

  it("records the export and its filter in the activity log before it starts", async () => {
    await csvOf({ list: "creator-applications", status: "pending", search: "maya" });
    const audit = await ports.documents.list("adminAudit", { orderBy: "at", limit: 5 });
    expect(audit.items[0]?.data).toMatchObject({
      action: "export_csv",
      targetId: "creator-applications",
      adminEmail: "admin@example.com",
      details: { list: "creator-applications", status: "pending", search: "maya" },
    });
  });

  it("is for the admin only, and refuses a bad filter", async () => {
    expect(await exportAdminList({ list: "brand-signups" }, { caller: callers.user }, ports)).toMatchObject({
      status: 403,
    });
    expect(await exportAdminList({ list: "brand-signups", status: "won" }, asAdmin, ports)).toMatchObject({
      status: 400,
    });
    expect(await exportAdminList({ list: "nope" }, asAdmin, ports)).toMatchObject({ status: 404 });
  });
});
