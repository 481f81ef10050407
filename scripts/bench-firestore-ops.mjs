#!/usr/bin/env node
// `npm run bench -- firestore-ops`: Firestore reads and writes per operation. Runs
// functions/src/firebase/__tests__/firestore-operations.emulator.test.ts (vitest's firebase project, on Google's
// Firestore emulator), which counts each operation at the Firestore clients and fails over a budget in
// budgets.json (`firestoreOperations`); then sets each count beside its floor, the least the operation can
// cost, and writes its section of bench/report.md and bench/report.json (scripts/bench-report.mjs).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";
import { loadAverage, saveSection } from "./bench-report.mjs";
import budgets from "../budgets.json" with { type: "json" };
import { allEnv } from "./env.ts";

register();
const { ADMIN_LIST_DEFINITIONS } = await import("../src/shared/admin-lists.ts");
const { ADMIN_LIST_LIMIT } = await import("../src/shared/constants.ts");

const TEST = "functions/src/firebase/__tests__/firestore-operations.emulator.test.ts";
/** One aggregate count per figure on screen: the total and each status's. */
const tabs = (list) => 1 + ADMIN_LIST_DEFINITIONS[list].statuses.length;
const OVERVIEW_WEEKS = 12;

/** What each operation must cost at least, and what its row says runs. */
const OPERATIONS = {
  brandSignUp: {
    name: "one brand sign-up",
    floor: { reads: 0, writes: 1 },
    how: "subscribeToWaitlist's core handler over FirestoreDocumentStore; floor: its one document",
  },
  newsletterSignUp: {
    name: "one newsletter sign-up",
    floor: { reads: 0, writes: 1 },
    how: "the same handler, the footer's form; floor: its one document",
  },
  creatorApplication: {
    name: "one creator application, one video",
    floor: { reads: 0, writes: 2 },
    how: "submitCreatorApplication over FirestoreDocumentStore and the Cloud Storage file store (its claims in Firestore); floor: the application and its file's claim",
  },
  adminFirstPage: {
    name: "opening the review queue (first page of 50)",
    floor: { reads: ADMIN_LIST_LIMIT + 1 + tabs("creator-applications"), writes: 0 },
    how: `the browser's admin data client as applications-queue.tsx calls it: the page listened to (its first answer is the page) and the status counts; floor: ${ADMIN_LIST_LIMIT + 1} documents once and ${tabs("creator-applications")} counts`,
  },
  adminOverview: {
    name: "opening the admin overview",
    floor: { reads: tabs("creator-applications") + tabs("brand-signups") + 2 * OVERVIEW_WEEKS, writes: 0 },
    how: `the browser's admin data client's overview(); floor: one count per figure shown (${tabs("creator-applications")} + ${tabs("brand-signups")} totals, 2 × ${OVERVIEW_WEEKS} weeks)`,
  },
};

const date = new Date().toISOString();
const loadBefore = loadAverage();
const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-firestore-ops-"));
const out = path.join(scratch, "counts.json");
try {
  const run = spawnSync("npx", ["vitest", "run", "--project", "firebase", TEST], {
    stdio: "inherit",
    env: allEnv({ BENCH_FIRESTORE_OPS_OUT: out }),
  });
  const counts = JSON.parse(readFileSync(out, "utf8"));
  const operations = Object.entries(OPERATIONS).map(([key, operation]) => {
    if (!counts[key]) throw new Error(`${TEST} counted nothing for ${key}`);
    return { key, ...operation, ...counts[key], budget: budgets.firestoreOperations[key] };
  });
  for (const o of operations)
    console.log(
      `${o.name}: ${o.reads} reads, ${o.writes} writes (floor ${o.floor.reads} / ${o.floor.writes}, budget ${o.budget.reads} / ${o.budget.writes})`,
    );
  await saveSection("firestore-ops", { operations }, { date, loadBefore, loadAfter: loadAverage() });
  if (run.status !== 0) {
    console.error("An operation is over its budget (see the test's output above).");
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
