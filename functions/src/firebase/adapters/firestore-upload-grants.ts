import { createHash } from "node:crypto";
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { GrantOutcome, UploadCaps, UploadGrant, UploadGrants } from "@functions/core/handlers/open-upload";
import { createSlotCounter } from "./slot-counter";

/**
 * Server-only (firestore.rules denies every client): `upload_grants/{uid}__{timestamp}-{name}`, read
 * by storage.rules (`firestore.get`) when the browser creates that object. Each expires by a TTL
 * policy on `expireAt`, and checkUpload deletes it once its object exists.
 */
export const UPLOAD_GRANTS_COLLECTION = "upload_grants";

/**
 * Server-only: the upload caps' counts, the uid's upload pass and the human-check tokens taken, as
 * hashed ids; each expires by a TTL policy on `expireAt`. In (default) with the grants, not in the
 * limits database with the request limits: the day's caps are counted in one transaction with the
 * grant they gate, and a transaction cannot span two databases.
 */
export const UPLOAD_CAPS_COLLECTION = "upload_caps";

export const uploadGrantId = (uid: string, objectName: string) => `${uid}__${objectName}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/** The uid's upload pass as stored, when it still opens a session at `ms`. */
function livePass(snapshot: DocumentSnapshot, ms: number): { remaining: number; expireAt: Timestamp } | null {
  const remaining = snapshot.get("remaining") as number | undefined;
  const expireAt = snapshot.get("expireAt") as Timestamp | undefined;
  if (!remaining || remaining < 1 || !expireAt || expireAt.toMillis() <= ms) return null;
  return { remaining, expireAt };
}

/**
 * Grants over Firestore. The caps are counted in `upload_caps`, as hashed ids, so no uid or address
 * is stored in a count. Per uid and per client a (UTC) day each, in one transaction of at most 5 reads and 5 writes with the uid's upload pass (the sessions its
 * human check has left), the human-check token taken (so a token opens one pass only) and the grant:
 * documents of one applicant. Everyone together a (UTC) hour, on a slot counter (slot-counter.ts) taken
 * before the transaction and given back when it refuses, so no transaction holds a document every
 * applicant counts on. A refusal leaves nothing written.
 */
export function createFirestoreUploadGrants(db: Firestore): UploadGrants {
  const capDoc = (id: string) => db.collection(UPLOAD_CAPS_COLLECTION).doc(id);
  const everyone = createSlotCounter(db, UPLOAD_CAPS_COLLECTION);

  /** The grant within the day's caps, atomically; `hourFull` refuses it once the rest allows it. */
  function grantWithin(
    grant: UploadGrant,
    caps: UploadCaps,
    { clientKey, now, humanCheck }: GrantRequest,
    hourFull: boolean,
  ): Promise<GrantOutcome> {
    const ms = now.getTime();
    const day = ms - (ms % DAY_MS);
    const counters = [
      { id: `upload-uid-${hashed(grant.uid)}-${day}`, limit: caps.perUidPerDay, outcome: "uid-cap" },
      { id: `upload-client-${hashed(clientKey)}-${day}`, limit: caps.perClientPerDay, outcome: "client-cap" },
    ] as const;
    const refs = counters.map((counter) => capDoc(counter.id));
    const passRef = capDoc(`upload-pass-${hashed(grant.uid)}`);
    const tokenHash = humanCheck.passed ? humanCheck.tokenHash : undefined;
    const tokenRefs = tokenHash ? [capDoc(`upload-check-${tokenHash}`)] : [];
    const grantRef = db.collection(UPLOAD_GRANTS_COLLECTION).doc(uploadGrantId(grant.uid, grant.objectName));
    return db.runTransaction(async (transaction): Promise<GrantOutcome> => {
      const [existing, passSnapshot, ...snapshots] = await transaction.getAll(grantRef, passRef, ...tokenRefs, ...refs);
      if (existing!.exists) return "exists";
      const taken = tokenRefs.length > 0 && snapshots.shift()!.exists;
      if (taken) return "replayed";
      const pass = humanCheck.passed
        ? { remaining: caps.sessionsPerHumanCheck, expireAt: Timestamp.fromMillis(ms + caps.humanCheckLifetimeMs) }
        : livePass(passSnapshot!, ms);
      if (!pass) return "unchecked";
      const counts = snapshots.map((snapshot) => (snapshot.get("count") as number | undefined) ?? 0);
      const over = counters.find((counter, index) => counts[index]! >= counter.limit);
      if (over) return over.outcome;
      if (hourFull) return "ceiling";
      const expireAt = Timestamp.fromMillis(day + DAY_MS + HOUR_MS);
      refs.forEach((ref, index) => transaction.set(ref, { count: counts[index]! + 1, expireAt }));
      transaction.set(passRef, { remaining: pass.remaining - 1, expireAt: pass.expireAt });
      // A token is good for about two minutes; kept a day, it is never taken twice.
      tokenRefs.forEach((ref) => transaction.create(ref, { expireAt: Timestamp.fromMillis(ms + DAY_MS) }));
      transaction.create(grantRef, {
        path: grant.path,
        size: grant.size,
        contentType: grant.contentType,
        createdAt: Timestamp.fromDate(now),
        expireAt: Timestamp.fromDate(grant.expiresAt),
      });
      return "granted";
    });
  }

  return {
    async open(grant, caps, request) {
      const ms = request.now.getTime();
      const hour = ms - (ms % HOUR_MS);
      const slot = await everyone.claim("upload-everyone", caps.everyonePerHour, {
        start: hour,
        expireAt: hour + 2 * HOUR_MS,
      });
      const outcome = await grantWithin(grant, caps, request, slot === null).catch(async (error: unknown) => {
        if (slot) await everyone.release(slot);
        throw error;
      });
      if (slot && outcome !== "granted") await everyone.release(slot);
      return outcome;
    },
    async consume(uid, objectName) {
      await db.collection(UPLOAD_GRANTS_COLLECTION).doc(uploadGrantId(uid, objectName)).delete();
    },
  };
}

type GrantRequest = Parameters<UploadGrants["open"]>[2];
