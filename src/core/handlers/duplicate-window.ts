import { randomBytes } from "node:crypto";
import type { RequestContext } from "../context";
import type { CorePorts } from "../ports";
import { sha256Hex } from "./common";

/** Identical public submissions from one client within this window make one record. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Stored in `submission_receipts`, keyed by a hash of (form, client, payload); never the payload itself. */
export interface SubmissionReceipt {
  form: string;
  recordId: string;
  firstAt: string;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Firestore-style 20-character id, chosen before the write so repeats can be told it. */
function newDocumentId(): string {
  return [...randomBytes(20)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

function clientOf(context: RequestContext): string {
  return context.clientKey ?? context.remoteIp ?? "unknown";
}

type Claim = { first: boolean; recordId: string; receiptId: string };

async function claim(ports: CorePorts, form: string, receiptId: string): Promise<Claim> {
  const receipts = "submission_receipts";
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const now = ports.clock.now();
    const fresh: SubmissionReceipt = { form, recordId: newDocumentId(), firstAt: now.toISOString() };
    const current = await ports.documents.get<SubmissionReceipt>(receipts, receiptId);
    if (!current) {
      const outcome = await ports.documents.upsert(receipts, receiptId, { onCreate: { ...fresh }, onUpdate: {} });
      if (outcome === "created") return { first: true, recordId: fresh.recordId, receiptId };
      continue;
    }
    if (now.getTime() - Date.parse(current.firstAt) < DUPLICATE_WINDOW_MS) {
      return { first: false, recordId: current.recordId, receiptId };
    }
    // An expired receipt is taken over by exactly one request: compare-and-set on its record id.
    const taken = await ports.documents.updateIf(
      receipts,
      receiptId,
      { field: "recordId", equals: current.recordId },
      { ...fresh },
    );
    if (taken === "updated") return { first: true, recordId: fresh.recordId, receiptId };
  }
  throw new Error("The submission could not be claimed");
}

/**
 * Stores a public submission once per duplicate window: the first of identical submissions
 * (same form, same parsed payload, same client) runs `write` with a new id; the others run
 * nothing and get that same id, so a double click or a burst of 200 makes one record.
 * Different clients sending the same text each get their own record.
 */
export async function storeOnce(
  ports: CorePorts,
  context: RequestContext,
  form: string,
  payload: unknown,
  write: (recordId: string) => Promise<void>,
): Promise<string> {
  const receiptId = sha256Hex(JSON.stringify([form, clientOf(context), payload]));
  const claimed = await claim(ports, form, receiptId);
  if (!claimed.first) return claimed.recordId;
  try {
    await write(claimed.recordId);
  } catch (error) {
    // Let a retry store it rather than be told it already was.
    await ports.documents.delete("submission_receipts", receiptId).catch(() => false);
    throw error;
  }
  return claimed.recordId;
}
