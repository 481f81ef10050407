import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Caller } from "~/core/context";
import type { CollectionName, DocumentStore, StoredDocument } from "~/core/ports";

const TICKET_TTL_MS = 60_000;
const HEARTBEAT_MS = 25_000;

/**
 * Live admin lists over server-sent events. EventSource cannot send an Authorization header,
 * so an admin first trades its ID token for a one-use ticket that is valid for a minute;
 * the ID token itself never appears in a URL.
 */
export function createLiveFeeds({ documents }: { documents: DocumentStore }) {
  const tickets = new Map<string, { caller: Caller; expires: number }>();
  const open = new Set<ServerResponse>();

  function issueTicket(caller: Caller): string {
    const now = Date.now();
    for (const [key, value] of tickets) if (value.expires < now) tickets.delete(key);
    const ticket = randomBytes(24).toString("base64url");
    tickets.set(ticket, { caller, expires: now + TICKET_TTL_MS });
    return ticket;
  }

  function redeemTicket(ticket: string | null): Caller | null {
    if (!ticket) return null;
    const entry = tickets.get(ticket);
    tickets.delete(ticket);
    return entry && entry.expires >= Date.now() ? entry.caller : null;
  }

  /** Streams `snapshot` events: the first page now, then again after every change. */
  function stream<T>(
    req: IncomingMessage,
    res: ServerResponse,
    collection: CollectionName,
    query: { orderBy: string; limit: number },
    present: (items: StoredDocument[]) => T,
  ): void {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.write("retry: 3000\n\n");
    open.add(res);
    const unsubscribe = documents.watch(collection, query, (items) => {
      res.write(`event: snapshot\ndata: ${JSON.stringify(present(items))}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    };
    req.on("close", stop);
    res.on("close", stop);
  }

  return {
    issueTicket,
    redeemTicket,
    stream,
    /** Ends every open stream so the server can close. */
    closeAll() {
      for (const res of open) res.end();
      open.clear();
    },
  };
}

export type LiveFeeds = ReturnType<typeof createLiveFeeds>;
