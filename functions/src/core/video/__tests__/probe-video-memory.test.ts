import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const child = fileURLToPath(new URL("./crafted-moov-child.ts", import.meta.url));
const root = fileURLToPath(new URL("../../../../..", import.meta.url));
/** Far below the 1,280 MiB heap `checkUpload` has (functions/.env): a parser that keeps an object per box dies in it. */
const HEAP_MIB = 64;

async function probeCrafted(mode: "traks" | "sample-entries") {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`--max-old-space-size=${HEAP_MIB}`, "--import", "tsx", child, mode],
    { cwd: root, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as { emptyBoxes: number; result: unknown; heapGrowth: number };
}

describe("probeVideo on a crafted 32 MiB moov, in a Node with a 64 MiB heap", () => {
  it("refuses 4.2 million empty 8-byte trak boxes, growing the heap by under 8 MiB", async () => {
    const report = await probeCrafted("traks");
    expect(report.emptyBoxes).toBe(4_194_303);
    expect(report.result).toEqual({ ok: false, reason: "more than 256 boxes in the moov box" });
    expect(report.heapGrowth).toBeLessThan(8 * 1024 * 1024);
  });

  it("refuses tracks holding 390,000 sample descriptions before the parser sees them", async () => {
    const report = await probeCrafted("sample-entries");
    expect(report.emptyBoxes).toBeGreaterThan(390_000);
    expect(report.result).toEqual({ ok: false, reason: expect.stringMatching(/^the moov box's track headers exceed/) });
    expect(report.heapGrowth).toBeLessThan(8 * 1024 * 1024);
  });
});
