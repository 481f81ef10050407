import { Timestamp, type Firestore } from "firebase-admin/firestore";

/** gRPC status firebase-admin reports when a create finds its document there. */
const ALREADY_EXISTS = 6;

/** One counted request: the slot it took, to give back. */
export interface ClaimedSlot {
  id: string;
  start: number;
  slot: number;
}

export interface SlotCounter {
  /**
   * Counts one request on counter `id` in the window that began at `start`: its slot, or null when
   * the window's `limit` slots are taken. Every instance shares the count exactly.
   */
  claim(id: string, limit: number, window: { start: number; expireAt: number }): Promise<ClaimedSlot | null>;
  /** Gives a slot back (its request was refused after all), so it can be taken again. */
  release(claimed: ClaimedSlot): Promise<void>;
}

/**
 * A count shared by every instance with no read and no transaction: the n-th request of a window
 * creates the document `{id}-{start}-{n}` with Firestore's exists=false precondition, so no request
 * locks or rewrites a document another one writes, and two that race for the same n both stay
 * correct (the loser takes n + 1). Each instance remembers the next n it expects per counter, so a
 * counted request costs one write, a request this instance knows to be past the limit none, and a
 * counter that other instances advanced one refused create per request they counted. A slot given
 * back is taken again first by the instance that gave it back (others have passed it: the window can
 * end a few short of its limit, never over it). Documents hold `count` and `expireAt` (a TTL policy
 * deletes them).
 */
export function createSlotCounter(db: Firestore, collection: string): SlotCounter {
  const next = new Map<string, { start: number; slot: number }>();
  let forgottenBefore = 0;
  const expected = (id: string, start: number) => {
    const known = next.get(id);
    return known?.start === start ? known.slot : 0;
  };
  /** Drops what this instance remembers of windows before `start`. */
  const forget = (start: number) => {
    if (start <= forgottenBefore) return;
    forgottenBefore = start;
    for (const [id, known] of next) if (known.start < start) next.delete(id);
  };
  const document = ({ id, start, slot }: ClaimedSlot) => db.collection(collection).doc(`${id}-${start}-${slot}`);

  return {
    async claim(id, limit, { start, expireAt }) {
      forget(start);
      let slot = expected(id, start);
      for (; slot < limit; slot += 1) {
        try {
          await document({ id, start, slot }).create({ count: slot + 1, expireAt: Timestamp.fromMillis(expireAt) });
          break;
        } catch (error) {
          if ((error as { code?: unknown } | null)?.code !== ALREADY_EXISTS) throw error;
        }
      }
      next.set(id, { start, slot: Math.max(expected(id, start), Math.min(slot + 1, limit)) });
      return slot < limit ? { id, start, slot } : null;
    },
    async release(claimed) {
      await document(claimed).delete();
      if (next.has(claimed.id))
        next.set(claimed.id, {
          start: claimed.start,
          slot: Math.min(expected(claimed.id, claimed.start), claimed.slot),
        });
    },
  };
}
