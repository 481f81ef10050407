import { randomBytes } from "node:crypto";
import { requireAdmin, type Caller } from "~/core/context";

/** Who a ticket was issued to, and how to ask again whether they are still an admin. */
export interface LiveCaller {
  caller: Caller;
  /** Verifies the credentials the ticket was bought with once more; null when they no longer hold. */
  recheck(): Promise<Caller | null>;
}

/** True while the ticket's credentials still verify as the same admin (not disabled, revoked or de-claimed). */
export async function stillAdmin(holder: LiveCaller): Promise<boolean> {
  const current = await holder.recheck().catch(() => null);
  return current !== null && current.uid === holder.caller.uid && requireAdmin({ caller: current }) === null;
}

export interface TicketLimits {
  ticketTtlMs: number;
  /** Unspent tickets one admin may hold at once. */
  ticketsPerCaller: number;
  /** Unspent tickets across everyone. */
  ticketsTotal: number;
}

/**
 * One-use tickets for EventSource (which cannot send an Authorization header): short-lived and
 * capped per admin and in total, so a script cannot pile them up.
 */
export function createLiveTickets(limits: TicketLimits, now: () => number) {
  const tickets = new Map<string, { holder: LiveCaller; expires: number }>();

  function purgeExpired(at: number): void {
    for (const [key, value] of tickets) if (value.expires < at) tickets.delete(key);
  }

  return {
    /** Null when the caller (or everyone together) already holds too many unspent tickets. */
    issue(holder: LiveCaller): string | null {
      const at = now();
      purgeExpired(at);
      const held = [...tickets.values()].filter((entry) => entry.holder.caller.uid === holder.caller.uid).length;
      if (held >= limits.ticketsPerCaller || tickets.size >= limits.ticketsTotal) return null;
      const ticket = randomBytes(24).toString("base64url");
      tickets.set(ticket, { holder, expires: at + limits.ticketTtlMs });
      return ticket;
    },
    redeem(ticket: string | null): LiveCaller | null {
      if (!ticket) return null;
      const entry = tickets.get(ticket);
      tickets.delete(ticket);
      return entry && entry.expires >= now() ? entry.holder : null;
    },
  };
}
