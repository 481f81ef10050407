import { randomUUID } from "node:crypto";
import { FieldPath, FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";

export interface GroupCeiling {
  /** True once this instance knows the group's requests of the window reached the ceiling (no I/O). */
  reached(key: string, window: CeilingWindow): boolean;
  /** Counts one request of the group, or answers false when the ceiling is reached. */
  admit(key: string, window: CeilingWindow): Promise<boolean>;
}

export interface CeilingWindow {
  start: number;
  expireAt: number;
  ceiling: number;
  /** How many instances may count the same group at once. */
  instances: number;
}

interface Tally {
  start: number;
  /** Everyone's count as last read (this instance's reported part included). */
  known: number;
  /** Counted here since this instance last reported. */
  unreported: number;
  syncing: Promise<void> | null;
}

/**
 * A group's ceiling, shared by every instance without a document that two instances write: each
 * instance counts in memory and reports to a document of its own (`ceiling-{key}-{window}-{instance}`,
 * an increment, no transaction), then reads everyone's for the total. It reports once it has counted
 * a 2 × `instances`-th of the headroom it last saw, so far from the ceiling a report is rare (every
 * 150 requests of a group of 3,000 a minute on 10 instances) and near it every request, and within
 * 2 × `instances` of the ceiling it reads the total again before it admits a request: the instances
 * together pass the ceiling by at most the requests they admit at the same moment. Once an instance
 * knows the ceiling reached, its refusals cost nothing. A count that fails to be reported or read is
 * logged and tried again with the next request; it never refuses one.
 */
export function createGroupCeiling(db: Firestore, collection: string, log: (message: string) => void): GroupCeiling {
  const instance = randomUUID().slice(0, 8);
  const tallies = new Map<string, Tally>();
  const documents = db.collection(collection);

  const tallyOf = (key: string, start: number) => {
    const current = tallies.get(key);
    if (current?.start === start) return current;
    const fresh: Tally = { start, known: 0, unreported: 0, syncing: null };
    tallies.set(key, fresh);
    return fresh;
  };
  const headroom = (tally: Tally, window: CeilingWindow) => window.ceiling - tally.known - tally.unreported;

  /** Reports what this instance counted (when anything) and reads everyone's total. */
  async function sync(key: string, tally: Tally, window: CeilingWindow) {
    const prefix = `ceiling-${key}-${window.start}-`;
    const counted = tally.unreported;
    if (counted > 0) {
      await documents
        .doc(`${prefix}${instance}`)
        .set(
          { count: FieldValue.increment(counted), expireAt: Timestamp.fromMillis(window.expireAt) },
          { merge: true },
        );
      tally.unreported -= counted;
    }
    const everyone = await documents
      .where(FieldPath.documentId(), ">=", prefix)
      .where(FieldPath.documentId(), "<", `${prefix}\uffff`)
      .get();
    tally.known = everyone.docs.reduce(
      (sum, document) => sum + ((document.get("count") as number | undefined) ?? 0),
      0,
    );
  }

  const synced = (key: string, tally: Tally, window: CeilingWindow) => {
    tally.syncing ??= sync(key, tally, window)
      .catch((error: unknown) => log(`[rate-limit] the ceiling's count was not shared: ${(error as Error).message}`))
      .finally(() => (tally.syncing = null));
    return tally.syncing;
  };

  return {
    reached: (key, window) => headroom(tallyOf(key, window.start), window) <= 0,
    async admit(key, window) {
      const tally = tallyOf(key, window.start);
      if (headroom(tally, window) < 2 * window.instances) await synced(key, tally, window);
      if (headroom(tally, window) <= 0) return false;
      tally.unreported += 1;
      const every = Math.max(1, Math.floor(headroom(tally, window) / (2 * window.instances)));
      if (tally.unreported >= every) await synced(key, tally, window);
      return true;
    },
  };
}
