import type { CollectionName, DocumentStore, StoredDocument } from "~/core/ports";

export interface LiveList {
  collection: CollectionName;
  orderBy: string;
  limit: number;
}

type Listener = (frame: Buffer) => void;

interface Channel {
  listeners: Set<Listener>;
  /** The latest `snapshot` event, serialised and encoded once for every listener. */
  frame: Buffer | null;
  unsubscribe: () => void;
}

/** What the browser receives for a list: the documents with their ids. */
function present(items: StoredDocument[]): { items: Array<Record<string, unknown>> } {
  return { items: items.map(({ id, data }) => ({ ...data, id })) };
}

/**
 * One live query per list however many admins watch it: each change is read and serialised
 * once and the same text goes to every listener, so a change costs one query, not one per tab.
 */
export function createSnapshotHub(documents: DocumentStore) {
  const channels = new Map<string, Channel>();

  function subscribe(list: LiveList, listener: Listener): () => void {
    const key = `${list.collection}:${list.orderBy}:${list.limit}`;
    let channel = channels.get(key);
    if (!channel) {
      const created: Channel = { listeners: new Set(), frame: null, unsubscribe: () => {} };
      created.unsubscribe = documents.watch(list.collection, list, (items) => {
        const frame = Buffer.from(`event: snapshot\ndata: ${JSON.stringify(present(items))}\n\n`);
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
