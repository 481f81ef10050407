import { randomBytes } from "node:crypto";
import type { RequestContext } from "../context";
import type { CollectionName, CorePorts } from "../ports";
import { sha256Hex } from "./common";

/** Identical public submissions from one client within this window make one record. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** A first attempt still pending after this long is taken to have died (a crash) and may be redone. */
export const PENDING_LEASE_MS = 60_000;
/**
 * More than the clocks of two instances can differ by: what an attempt finishes sooner than a lease
 * after it began (on its own clock) no other request can yet have judged past the lease (on its clock).
 */
export const CLOCK_MARGIN_MS = 15_000;
/** Whether an attempt that began at `since` is still well within its lease: no copy can have taken it over. */
export const wellWithinLease = (ports: Pick<CorePorts, "clock">, since: Date): boolean =>
  ports.clock.now().getTime() - since.getTime() < PENDING_LEASE_MS - CLOCK_MARGIN_MS;
/** How long a copy waits for the first attempt's outcome before it is told to try again. */
export const COPY_WAIT = { maxMs: 5_000, pollMs: 50 };

export const SUBMISSION_IN_PROGRESS = "This submission is already being processed. Please wait a moment.";

/** Stored in `submission_receipts`, keyed by a hash of (form, client, payload); never the payload itself. */
export interface SubmissionReceipt {
  form: string;
  recordId: string;
  /** When the attempt that owns `recordId` started; the window and the lease count from it. */
  firstAt: string;
  /** Absent on receipts written before states existed: those were written once stored. */
  state?: "pending" | "stored" | "failed";
  /**
   * Which attempt holds the receipt (random). Taking a receipt over and settling it compare and set
   * this, since a take-over of an attempt that never stored its record keeps the record id.
   */
  attempt?: string;
}

const RECEIPTS = "submission_receipts";
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Lost races in a row (another request created or took over the receipt first) before giving up. */
const MAX_LOST_RACES = 5;

/** Firestore-style 20-character id, chosen before the write so repeats can be told it. */
function newDocumentId(): string {
  return [...randomBytes(20)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

function clientOf(context: RequestContext): string {
  return context.clientKey ?? context.remoteIp ?? "unknown";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `version`: the receipt's own create (DocumentStore.createVersioned), when this attempt knows it. */
type Claim =
  | { kind: "first"; recordId: string; attempt: string; fresh: boolean; version: string | null }
  | { kind: "copy"; recordId: string }
  | { kind: "busy" };
type Verdict = "copy" | "wait" | "take-over";

export interface Submission {
  form: string;
  /** Where the record goes: a copy is answered with the record only while it still exists there. */
  collection: CollectionName;
  payload: unknown;
}

/** What a copy does with the receipt it found. */
async function judge(
  ports: CorePorts,
  collection: CollectionName,
  receipt: SubmissionReceipt,
  now: Date,
): Promise<Verdict> {
  const age = now.getTime() - Date.parse(receipt.firstAt);
  const state = receipt.state ?? "stored";
  if (state === "failed") return "take-over";
  if (state === "pending") return age >= PENDING_LEASE_MS ? "take-over" : "wait";
  if (age >= DUPLICATE_WINDOW_MS) return "take-over";
  // Deleted since (an application the admin rejected): the receipt no longer stands for anything.
  return (await ports.documents.get(collection, receipt.recordId)) ? "copy" : "take-over";
}

async function claim(
  ports: CorePorts,
  submission: Submission,
  receiptId: string,
  wait: typeof COPY_WAIT,
): Promise<Claim> {
  const giveUpAt = Date.now() + wait.maxMs;
  let lostRaces = 0;
  // Created first, read only once it is known to be there: a first submission reads nothing, and a
  // copy that waits reads without trying to create again.
  let knownThere = false;
  while (lostRaces < MAX_LOST_RACES) {
    const now = ports.clock.now();
    const fresh: SubmissionReceipt = {
      form: submission.form,
      recordId: newDocumentId(),
      firstAt: now.toISOString(),
      state: "pending",
      attempt: newDocumentId(),
    };
    if (!knownThere) {
      // A create that fails otherwise (contention when a burst of copies creates it at once) is read
      // like one that found the receipt there: the read says who holds it.
      const version = await ports.documents.createVersioned(RECEIPTS, receiptId, { ...fresh }).catch(() => null);
      if (version !== null) {
        return { kind: "first", recordId: fresh.recordId, attempt: fresh.attempt!, fresh: true, version };
      }
    }
    const current = await ports.documents.get<SubmissionReceipt>(RECEIPTS, receiptId);
    knownThere = current !== null;
    // Its own create, committed though it reported an error.
    if (current?.attempt === fresh.attempt)
      return { kind: "first", recordId: fresh.recordId, attempt: fresh.attempt!, fresh: true, version: null };
    if (!current) {
      lostRaces += 1;
      continue;
    }
    const verdict = await judge(ports, submission.collection, current, now);
    if (verdict === "copy") return { kind: "copy", recordId: current.recordId };
    if (verdict === "take-over") {
      // An attempt that never stored its record (it crashed or failed) is redone under the same id:
      // whatever it left behind (files claimed for that id, the record itself written just before a
      // crash) belongs to the retry, which writes idempotently. A stored one is followed by a new id.
      const redone = Boolean(current.attempt && current.state !== undefined && current.state !== "stored");
      if (redone) fresh.recordId = current.recordId;
      // Exactly one request takes a receipt over: compare-and-set on its attempt (old receipts: record id).
      const condition = current.attempt
        ? { field: "attempt", equals: current.attempt }
        : { field: "recordId", equals: current.recordId };
      if ((await ports.documents.updateIf(RECEIPTS, receiptId, condition, { ...fresh })) === "updated") {
        return { kind: "first", recordId: fresh.recordId, attempt: fresh.attempt!, fresh: !redone, version: null };
      }
      lostRaces += 1;
      continue;
    }
    if (Date.now() >= giveUpAt) return { kind: "busy" };
    await sleep(wait.pollMs);
  }
  throw new Error("The submission could not be claimed");
}

/**
 * Records the first attempt's outcome, unless a copy took the receipt over meanwhile: a compare-and-set
 * always. A plain write decided "well within the lease" before it is sent can land after the lease (a slow
 * commit, a paused instance) on a receipt another attempt holds by then. On the receipt this attempt created
 * (`version`), only a take-over writes it before the settling does, so the create's version is the condition
 * and nothing is read; otherwise the condition is the attempt, read in a transaction.
 */
async function settle(
  ports: CorePorts,
  claimed: Extract<Claim, { kind: "first" }>,
  receiptId: string,
  state: "stored" | "failed",
) {
  if (claimed.version !== null) await ports.documents.updateAtVersion(RECEIPTS, receiptId, claimed.version, { state });
  else await ports.documents.updateIf(RECEIPTS, receiptId, { field: "attempt", equals: claimed.attempt }, { state });
}

/**
 * Stores a public submission once per duplicate window: the first of identical submissions
 * (same form, same parsed payload, same client) runs `write` with a new id. A copy waits for
 * that attempt's outcome (up to `wait.maxMs`): stored, it gets the same id, so a double click
 * or a burst of 200 makes one record; refused or failed, the copy makes its own attempt; still
 * going, it is answered "busy" (409, try again). A copy of a record deleted since (an application
 * the admin rejected) is stored anew. Different clients sending the same text each get their own.
 * `write` must be idempotent for its id: a retry after a crash or a failure runs it again with the
 * id of the attempt it takes over, on whatever part of the write that attempt finished. `fresh`
 * tells `write` its id is new, so nothing can have been written under it yet.
 */
export async function storeOnce(
  ports: CorePorts,
  context: RequestContext,
  submission: Submission,
  write: (recordId: string, attempt: { fresh: boolean }) => Promise<void>,
  wait = COPY_WAIT,
): Promise<{ id: string } | { busy: true }> {
  const receiptId = sha256Hex(JSON.stringify([submission.form, clientOf(context), submission.payload]));
  const claimed = await claim(ports, submission, receiptId, wait);
  if (claimed.kind === "busy") return { busy: true };
  if (claimed.kind === "copy") return { id: claimed.recordId };
  try {
    await write(claimed.recordId, { fresh: claimed.fresh });
  } catch (error) {
    // Let a copy or a retry store it rather than be told it already was.
    await settle(ports, claimed, receiptId, "failed").catch(() => undefined);
    throw error;
  }
  // The record is stored whatever happens to its receipt; a receipt left pending only delays copies.
  await settle(ports, claimed, receiptId, "stored").catch(() => undefined);
  return { id: claimed.recordId };
}
