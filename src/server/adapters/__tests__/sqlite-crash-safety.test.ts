import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSqliteDocumentStore } from "../sqlite-document-store";

const adapter = fileURLToPath(new URL("../sqlite-document-store.ts", import.meta.url));

it("every write acknowledged before kill -9 is there after reopening", async () => {
  const directory = mkdtempSync(join(tmpdir(), "sqlite-crash-"));
  const filename = join(directory, "documents.sqlite");
  const writer = join(directory, "writer.mts");
  writeFileSync(
    writer,
    `import { createSqliteDocumentStore } from ${JSON.stringify(adapter)};
const store = createSqliteDocumentStore({ filename: ${JSON.stringify(filename)} });
for (let n = 0; ; n += 1) {
  await store.upsert("newsletter_subscribers", "k" + n, { onCreate: { n }, onUpdate: { n } });
  process.stdout.write("ack " + n + "\\n");
}
`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", writer], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  let acknowledged = -1;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`writer exited early with code ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split("\n");
      output = lines.pop() ?? "";
      for (const line of lines) acknowledged = Number(line.slice(4));
      if (acknowledged >= 300) {
        child.kill("SIGKILL");
        resolve();
      }
    });
  });
  await new Promise((resolve) => child.on("exit", resolve));
  const store = createSqliteDocumentStore({ filename });
  for (let n = 0; n <= acknowledged; n += 1) {
    expect(await store.get("newsletter_subscribers", `k${n}`)).toEqual({ n });
  }
  store.close();
  rmSync(directory, { recursive: true, force: true });
});
