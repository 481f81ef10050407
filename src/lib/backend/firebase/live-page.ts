import { BackendError } from "../types";
import type { PlainDocument } from "./admin-query";

/** One answer of a live query, as much of Firestore's snapshot as the page needs. */
export interface LiveSnapshot {
  /** From the local cache, not (yet) confirmed by the server: offline, or not yet connected. */
  fromCache: boolean;
  documents: PlainDocument[];
  /** Whether any document was added, removed or changed since the previous snapshot. */
  changed: boolean;
}

export type SubscribeToSnapshots = (
  next: (snapshot: LiveSnapshot) => void,
  fail: (error: unknown) => void,
) => () => void;

/** No answer from the server for this long counts as a lost connection. The listener stays open and
 *  recovers by itself. */
export const LOST_CONNECTION_AFTER_MS = 30_000;

export const CONNECTION_LOST = "Cannot connect to database: the live connection was lost";

/**
 * A live page over Firestore's listener. Firestore reconnects on its own and never reports a lost
 * network as an error, only as snapshots from its cache; so this passes on the server's answers (and
 * the admin's own pending writes), keeps a cache-only first answer (an empty list while offline)
 * from looking like real data, and says once when the server has been silent too long. Firestore
 * gives a first answer from the cache with nothing in it only once it finds the server unreachable
 * (after a failed connection or 10 s), when a read from the server would fail: that is said at once,
 * with `unreachable`, and the server's answer is still shown when it comes.
 */
export function livePage(
  subscribe: SubscribeToSnapshots,
  onChange: (documents: PlainDocument[]) => void,
  onError: (error: BackendError) => void,
  toError: (error: unknown) => BackendError,
  unreachable: () => BackendError,
): () => void {
  let stopped = false;
  let heardFromServer = false;
  let toldUnreachable = false;
  let lostTimer: ReturnType<typeof setTimeout> | undefined;

  const watchConnection = () => {
    lostTimer ??= setTimeout(() => {
      if (!stopped) onError(new BackendError(CONNECTION_LOST, undefined, "network"));
    }, LOST_CONNECTION_AFTER_MS);
  };
  const connected = () => {
    clearTimeout(lostTimer);
    lostTimer = undefined;
  };

  watchConnection();
  const unsubscribe = subscribe(
    (snapshot) => {
      if (stopped) return;
      if (snapshot.fromCache) watchConnection();
      else connected();
      if (!heardFromServer) {
        if (snapshot.fromCache) {
          if (!toldUnreachable && snapshot.documents.length === 0) {
            toldUnreachable = true;
            onError(unreachable());
          }
          return;
        }
        heardFromServer = true;
      } else if (!snapshot.changed) {
        return;
      }
      onChange(snapshot.documents);
    },
    (error) => {
      connected();
      if (!stopped) onError(toError(error));
    },
  );
  return () => {
    stopped = true;
    connected();
    unsubscribe();
  };
}
