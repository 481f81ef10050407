import type { IncomingMessage, ServerResponse } from "node:http";
import { InvalidCursorError, type DocumentStore } from "~/core/ports";
import { createLiveTickets, stillAdmin, type LiveCaller, type TicketLimits } from "./live-tickets";
import { createSnapshotHub, type LiveList } from "./snapshot-hub";

export interface LiveFeedLimits extends TicketLimits {
  /** How often an open stream asks again whether its admin is still an admin. */
  recheckIntervalMs: number;
  streamsPerCaller: number;
  streamsTotal: number;
  heartbeatMs: number;
  /** A listener this far behind on reading is dropped; the browser reconnects. */
  maxBacklogBytes: number;
}

export const DEFAULT_LIVE_FEED_LIMITS: LiveFeedLimits = {
  recheckIntervalMs: 30_000,
  streamsPerCaller: 5,
  streamsTotal: 50,
  heartbeatMs: 25_000,
  maxBacklogBytes: 1024 * 1024,
  ticketTtlMs: 60_000,
  ticketsPerCaller: 10,
  ticketsTotal: 200,
};

/**
 * Live admin lists over server-sent events. EventSource cannot send an Authorization header,
 * so an admin first trades its ID token for a one-use ticket that is valid for a minute; the
 * ID token never appears in a URL. A stream lasts only while its admin stays an admin: the
 * credentials are verified again every `recheckIntervalMs`, and the stream ends when they fail.
 */
export function createLiveFeeds({
  documents,
  limits = {},
  now = () => Date.now(),
}: {
  documents: DocumentStore;
  limits?: Partial<LiveFeedLimits>;
  now?: () => number;
}) {
  const settings: LiveFeedLimits = { ...DEFAULT_LIVE_FEED_LIMITS, ...limits };
  const tickets = createLiveTickets(settings, now);
  const hub = createSnapshotHub(documents);
  /** Open streams and the uid of the admin each belongs to. */
  const open = new Map<ServerResponse, string>();

  const streamsOf = (uid: string) => [...open.values()].filter((owner) => owner === uid).length;

  /** Streams `snapshot` events: the page now, then again after every change. */
  function stream(
    req: IncomingMessage,
    res: ServerResponse,
    list: LiveList,
    holder: LiveCaller,
  ): "open" | "too-many" | "invalid-cursor" {
    const uid = holder.caller.uid;
    if (open.size >= settings.streamsTotal || streamsOf(uid) >= settings.streamsPerCaller) return "too-many";

    // Subscribing first checks the cursor; a snapshot that is already known waits for the head.
    const early: Array<string | Buffer> = [];
    let started = false;
    let unsubscribe: () => void;
    try {
      unsubscribe = hub.subscribe(list, (text) => (started ? send(text) : early.push(text)));
    } catch (error) {
      if (error instanceof InvalidCursorError) return "invalid-cursor";
      throw error;
    }

    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.write("retry: 3000\n\n");
    open.set(res, uid);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearInterval(recheck);
      unsubscribe();
      open.delete(res);
      if (!res.writableEnded) res.end();
    };
    // A reader that stops reading must not make the server buffer every later snapshot.
    const send = (text: string | Buffer) => {
      if (res.writableLength > settings.maxBacklogBytes) return end();
      res.write(text);
    };

    const heartbeat = setInterval(() => send(": keep-alive\n\n"), settings.heartbeatMs);
    let checking = false;
    const recheck = setInterval(() => {
      if (checking) return;
      checking = true;
      void stillAdmin(holder).then((admin) => {
        checking = false;
        if (!admin) end();
      });
    }, settings.recheckIntervalMs);
    req.on("close", end);
    res.on("close", end);
    started = true;
    for (const text of early.splice(0)) send(text);
    return "open";
  }

  return {
    issueTicket: (holder: LiveCaller) => tickets.issue(holder),
    redeemTicket: (ticket: string | null) => tickets.redeem(ticket),
    stream,
    /** Ends every open stream so the server can close. */
    closeAll() {
      for (const res of [...open.keys()]) res.end();
      open.clear();
    },
  };
}

export type LiveFeeds = ReturnType<typeof createLiveFeeds>;
