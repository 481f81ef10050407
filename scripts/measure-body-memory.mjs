#!/usr/bin/env node
// node scripts/measure-body-memory.mjs [--mib 32] [--heap <MiB>] [--shape nested]… [--json]
//
// What one hostile request body costs a Cloud Function before the function's own code runs
// (docs/security.md, "Bodies"). The Functions Framework (@google-cloud/functions-framework,
// build/src/server.js) parses every HTTP body with body-parser, limit "1024mb", before the user
// function: it reads the bytes into one Buffer (kept as req.rawBody), decodes it to a string and,
// for application/json, JSON.parse()s it. Cloud Run cuts an HTTP/1 request at 32 MiB, so that is
// the worst case. Each shape below is measured in a fresh Node process doing exactly those steps;
// the figures are that process's peak resident memory (what Cloud Run's memory limit counts) and
// the V8 heap still in use while the parsed body is alive.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/** Bodies of exactly `bytes` bytes; JSON shapes chosen for the most objects per byte. */
export const SHAPES = {
  "[{},{},…] (JSON, empty objects)": (bytes) => jsonList("{}", bytes),
  "[[],[],…] (JSON, empty arrays)": (bytes) => jsonList("[]", bytes),
  "[0,0,…] (JSON, numbers)": (bytes) => jsonList("0", bytes),
  "[[[…]]] (JSON, nested arrays)": (bytes) => {
    const depth = Math.floor(bytes / 2);
    return Buffer.concat([Buffer.alloc(depth, "["), Buffer.alloc(depth, "]")]);
  },
  "a=1&a=1… (url-encoded)": (bytes) => Buffer.alloc(bytes - (bytes % 4), "a=1&"),
};

function jsonList(item, bytes) {
  const count = Math.floor((bytes - 1) / (item.length + 1));
  // "[" + "item," × count, the last "," turned into "]".
  const buffer = Buffer.alloc(count * (item.length + 1) + 1);
  buffer[0] = 0x5b;
  buffer.fill(`${item},`, 1);
  buffer[buffer.length - 1] = 0x5d;
  return buffer;
}

/** Runs in the child: builds the body, then does what body-parser does with it. */
function measureOne(shape, bytes) {
  const body = SHAPES[shape](bytes);
  const before = process.memoryUsage();
  const rssBefore = process.resourceUsage().maxRSS * 1024;
  const text = body.toString("utf8");
  let parsed;
  let error = null;
  try {
    parsed = shape.includes("url-encoded")
      ? // body-parser's urlencoded (extended) stops at 1,000 parameters before building objects.
        text.split("&", 1001).length > 1000
        ? (error = "413 too many parameters")
        : text
      : JSON.parse(text);
  } catch (caught) {
    error = String(caught);
  }
  const after = process.memoryUsage();
  const result = {
    shape,
    bodyBytes: body.length,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    rssBeforeBytes: rssBefore,
    heapBeforeBytes: before.heapUsed,
    heapAfterBytes: after.heapUsed,
    error,
  };
  // Keep the parsed body alive until measured (a handler holds req.body for the request's life).
  if (parsed === undefined && error === null) result.error = "nothing parsed";
  return result;
}

const MiB = 1024 * 1024;

function main() {
  const { values } = parseArgs({
    options: {
      mib: { type: "string", default: "32" },
      // The child's V8 heap limit (MiB): the functions' NODE_OPTIONS (functions/.env) by default.
      heap: { type: "string", default: "8192" },
      json: { type: "boolean", default: false },
      // Only the shapes whose name contains one of these (all by default).
      shape: { type: "string", multiple: true },
      child: { type: "string" },
    },
  });
  const bytes = Number(values.mib) * MiB;
  if (values.child) {
    process.stdout.write(JSON.stringify(measureOne(values.child, bytes)));
    return;
  }
  const shapes = Object.keys(SHAPES).filter(
    (shape) => !values.shape || values.shape.some((wanted) => shape.includes(wanted)),
  );
  const results = shapes.map((shape) => {
    try {
      return JSON.parse(
        execFileSync(
          process.execPath,
          [
            `--max-old-space-size=${values.heap}`,
            fileURLToPath(import.meta.url),
            "--mib",
            values.mib,
            "--child",
            shape,
          ],
          { encoding: "utf8", maxBuffer: 1 * MiB, stdio: ["ignore", "pipe", "ignore"] },
        ),
      );
    } catch (failure) {
      // The process died (V8 out of heap): what an instance does, taking every request on it along.
      return { shape, crashed: `exit ${failure.status ?? failure.signal}` };
    }
  });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    return;
  }
  console.log(
    `One ${values.mib} MiB body, parsed as the Functions Framework does (Node ${process.version}, ` +
      `--max-old-space-size=${values.heap}):`,
  );
  for (const result of results) {
    if (result.crashed) {
      console.log(`  ${result.shape.padEnd(34)} process died: out of heap (${result.crashed})`);
      continue;
    }
    const peak = (result.peakRssBytes / MiB).toFixed(0);
    const heap = ((result.heapAfterBytes - result.heapBeforeBytes) / MiB).toFixed(0);
    console.log(
      `  ${result.shape.padEnd(34)} peak RSS ${peak.padStart(5)} MiB, heap held ${heap.padStart(5)} MiB` +
        (result.error ? `  (${result.error})` : ""),
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
