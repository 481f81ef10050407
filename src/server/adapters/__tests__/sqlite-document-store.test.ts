import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import Database from "better-sqlite3";
import { describeDocumentStoreContract } from "~/core/contracts/document-store-contract";
import { createSqliteDocumentStore } from "../sqlite-document-store";

function tempFile() {
  const directory = mkdtempSync(join(tmpdir(), "sqlite-store-"));
  return {
    filename: join(directory, "nested", "documents.sqlite"),
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}

describeDocumentStoreContract("SQLite", () => {
  const file = tempFile();
  const store = createSqliteDocumentStore({ filename: file.filename });
  return {
    store,
    cleanup() {
      store.close();
      file.remove();
    },
  };
});

describe("SQLite document store", () => {
  it("opens in WAL mode with synchronous=FULL, and data survives reopening", async () => {
    const file = tempFile();
    const store = createSqliteDocumentStore({ filename: file.filename });
    await store.set("brand_signups", "a", { name: "A" });
    store.close();
    const raw = new Database(file.filename);
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    raw.close();
    const reopened = createSqliteDocumentStore({ filename: file.filename });
    expect(await reopened.get("brand_signups", "a")).toEqual({ name: "A" });
    reopened.close();
    file.remove();
  });

  it("fills the search index once for a database written before it existed", async () => {
    const file = tempFile();
    mkdirSync(dirname(file.filename), { recursive: true });
    const old = new Database(file.filename);
    old.exec(
      "CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID",
    );
    old
      .prepare("INSERT INTO documents VALUES (?, ?, ?)")
      .run("brand_signups", "b1", JSON.stringify({ created_at: "1", searchTokens: ["glow"] }));
    old.close();
    const store = createSqliteDocumentStore({ filename: file.filename });
    const where = [{ field: "searchTokens", op: "array-contains" as const, value: "glow" }];
    expect(await store.count("brand_signups", where)).toBe(1);
    store.close();
    file.remove();
  });

  it("refuses order and filter fields that are not plain field names or dotted paths", async () => {
    const store = createSqliteDocumentStore({ filename: ":memory:" });
    const injection = "x') OR 1=1 --";
    await expect(store.list("contact_messages", { orderBy: injection, limit: 5 })).rejects.toThrow("Invalid field");
    const where = [{ field: injection, op: "==" as const, value: "a" }];
    await expect(store.list("contact_messages", { orderBy: "createdAt", limit: 5, where })).rejects.toThrow(
      "Invalid field",
    );
    await expect(store.count("contact_messages", where)).rejects.toThrow("Invalid field");
    store.close();
  });
});
