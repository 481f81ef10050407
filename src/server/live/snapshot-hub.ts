import { present } from "~/core/handlers/admin-lists";
import type { CollectionName, DocumentStore, WatchQuery } from "~/core/ports";

/** One live page: a collection and the store query naming the page (order, limit, filters, cursor). */
export interface LiveList {
  collection: CollectionName;
  query: WatchQuery;
}

type Listener = (frame: Buffer) => void;

interface Channel {
  listeners: Set<Listener>;
  /** The latest `snapshot` event, serialised and encoded once for every listener. */
  frame: Buffer | null;
  unsubscribe: () => void;
}

/**
 * One live query per page however many admins watch it: each change is read and serialised
 * once and the same text goes to every listener, so a change costs one query, not one per tab.
 * Only the page asked for is watched (filters and cursor included), never the whole list.
 * Throws the store's InvalidCursorError, before anything is kept, for a cursor it did not issue.
 */
export function createSnapshotHub(documents: DocumentStore) {
  const channels = new Map<string, Channel>();

  function subscribe(list: LiveList, listener: Listener): () => void {
    const { orderBy, limit, cursor = null, where = [] } = list.query;
    const key = JSON.stringify([list.collection, orderBy, limit, cursor, where]);
    let channel = channels.get(key);
    if (!channel) {
      const created: Channel = { listeners: new Set(), frame: null, unsubscribe: () => {} };
      created.unsubscribe = documents.watch(list.collection, list.query, (items, nextCursor) => {
        const page = { items: items.map(present), nextCursor };
        const frame = Buffer.from(`event: snapshot\ndata: ${JSON.stringify(page)}\n\n`);
        created.frame = frame;
        for (const each of [...created.listeners]) each(frame);
      });
      channels.set(key, created);
      channel = created;
    }
    channel.listeners.add(listener);
    // A list already watched answers at once with its latest snapshot.
    if (channel.frame !== null) listener(channel.frame);

    const subscribed = channel;
    return () => {
      subscribed.listeners.delete(listener);
      if (subscribed.listeners.size === 0 && channels.get(key) === subscribed) {
        subscribed.unsubscribe();
        channels.delete(key);
      }
    };
  }

  return { subscribe };
}
