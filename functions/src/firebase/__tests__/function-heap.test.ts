/**
 * functions/.env's NODE_OPTIONS reaches every function of the codebase (Cloud Functions sets environment
 * variables per codebase): no function may have a V8 heap limit its memory cannot hold.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { endpointsOf, type Endpoint } from "@testing/fixtures/function-endpoints";

/** What a function needs besides V8's heap: its code, libraries, buffers outside the heap. */
const BESIDES_HEAP_MIB = 256;

let endpoints: Array<[string, Endpoint]>;

beforeAll(async () => {
  // What Cloud Functions sets: the storage trigger reads its bucket from it when the module loads.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: "demo-ugc-marketplace", storageBucket: "demo-bucket" });
  endpoints = endpointsOf(await import("@functions/index"));
});

/** The heap limit every function starts with: functions/.env's, or Node's own (a quarter of the memory). */
function heapMib(memoryMb: number): number {
  const set = /^NODE_OPTIONS=.*--max-old-space-size=(\d+)/m.exec(readFileSync("functions/.env", "utf8"))?.[1];
  return set ? Number(set) : memoryMb / 4;
}

describe("each function's V8 heap fits its memory", () => {
  it("leaves every function 256 MiB besides its heap limit", () => {
    expect(endpoints.length).toBeGreaterThan(15);
    for (const [name, endpoint] of endpoints) {
      // Cloud Functions' default when a function sets none.
      const memoryMb = endpoint.availableMemoryMb ?? 256;
      expect(heapMib(memoryMb) + BESIDES_HEAP_MIB, name).toBeLessThanOrEqual(memoryMb);
    }
  });

  it("is the figure docs/security.md gives checkUpload", () => {
    const checkUpload = endpoints.find(([name]) => name === "checkUpload")![1];
    const heap = heapMib(checkUpload.availableMemoryMb ?? 256).toLocaleString("en-GB");
    const docs = readFileSync("docs/security.md", "utf8").replace(/\s+/g, " ");
    const stated = `\`checkUpload\`'s V8 heap is ${heap} MiB of its ${checkUpload.availableMemoryMb! / 1024} GiB`;
    expect(docs.includes(stated), stated).toBe(true);
    expect(/checkUpload`'s 512 MiB/.test(docs), "no older figure").toBe(false);
  });
});
