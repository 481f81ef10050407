import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { GrantOutcome, UploadGrants } from "~/core/handlers/open-upload";
import { RATE_LIMIT_COLLECTION } from "../http/rate-limit";

/**
 * Server-only (firestore.rules denies every client): `upload_grants/{uid}__{timestamp}-{name}`, read
 * by storage.rules (`firestore.get`) when the browser creates that object. Each expires by a TTL
 * policy on `expireAt`, and checkUpload deletes it once its object exists.
 */
export const UPLOAD_GRANTS_COLLECTION = "upload_grants";

export const uploadGrantId = (uid: string, objectName: string) => `${uid}__${objectName}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

/**
 * Grants over Firestore. The caps are counted beside the per-minute limits (`rate_limits`, same TTL
 * policy), as hashed ids, so no uid or address is stored in a count: per uid, per client and
 * everyone together, a (UTC) day each. One transaction of 4 reads and 4 writes; a refusal writes nothing.
 */
export function createFirestoreUploadGrants(db: Firestore): UploadGrants {
  return {
    async open(grant, caps, { clientKey, now }) {
      const ms = now.getTime();
      const day = ms - (ms % DAY_MS);
      const counters = [
        {
          id: `upload-uid-${hashed(grant.uid)}-${day}`,
          limit: caps.perUidPerDay,
          outcome: "uid-cap",
          ends: day + DAY_MS,
        },
        {
          id: `upload-client-${hashed(clientKey)}-${day}`,
          limit: caps.perClientPerDay,
          outcome: "client-cap",
          ends: day + DAY_MS,
        },
        { id: `upload-everyone-${day}`, limit: caps.everyonePerDay, outcome: "ceiling", ends: day + DAY_MS },
      ] as const;
      const refs = counters.map((counter) => db.collection(RATE_LIMIT_COLLECTION).doc(counter.id));
      const grantRef = db.collection(UPLOAD_GRANTS_COLLECTION).doc(uploadGrantId(grant.uid, grant.objectName));
      return db.runTransaction(async (transaction): Promise<GrantOutcome> => {
        const [existing, ...snapshots] = await transaction.getAll(grantRef, ...refs);
        if (existing!.exists) return "exists";
        const counts = snapshots.map((snapshot) => (snapshot.get("count") as number | undefined) ?? 0);
        const over = counters.find((counter, index) => counts[index]! >= counter.limit);
        if (over) return over.outcome;
        refs.forEach((ref, index) =>
          transaction.set(ref, {
            count: counts[index]! + 1,
            expireAt: Timestamp.fromMillis(counters[index]!.ends + HOUR_MS),
          }),
        );
        transaction.create(grantRef, {
          path: grant.path,
          size: grant.size,
          contentType: grant.contentType,
          createdAt: Timestamp.fromDate(now),
          expireAt: Timestamp.fromDate(grant.expiresAt),
        });
        return "granted";
      });
    },
    async consume(uid, objectName) {
      await db.collection(UPLOAD_GRANTS_COLLECTION).doc(uploadGrantId(uid, objectName)).delete();
    },
  };
}
