import MailChecker from "mailchecker";
import type { SignUpFlags } from "~/shared/consent";
import { sha256Hex } from "../handlers/common";
import type { CorePorts, UpsertOutcome } from "../ports";
import type { SignUpList } from "./consent-link";
import { SIGN_UP_LISTS } from "./sign-up-lists";

/** The maintained throwaway-domain list (mailchecker); subdomains of a listed domain count too. */
export function isThrowawayAddress(email: string): boolean {
  const blocked = MailChecker.blacklist();
  let domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  for (;;) {
    if (blocked.has(domain)) return true;
    const dot = domain.indexOf(".");
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
}

/**
 * The mailbox an address delivers to, for spotting likely duplicates: lower case, `+tag` dropped,
 * and for Gmail dots dropped and googlemail.com read as gmail.com. Never stored as the address.
 */
export function canonicalMailbox(email: string): string {
  const normalised = email.trim().toLowerCase();
  const at = normalised.lastIndexOf("@");
  let local = normalised.slice(0, at);
  let domain = normalised.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

/** Each list's creation-time field, the order in which its entries are listed. */
const CREATED_AT: Record<SignUpList, string> = { brand: "created_at", newsletter: "createdAt" };

/** What a new entry stores of its mailbox: a hash of the list and the mailbox, never the address. */
export const mailboxHash = (list: SignUpList, email: string) => sha256Hex(`${list}\n${canonicalMailbox(email)}`);

/** What a new entry stores of its mailbox: its hash (never the address), and its flags before any earlier entry is found. */
export function signUpMailbox(list: SignUpList, email: string): { flags: SignUpFlags; mailbox: string } {
  return { flags: { disposable: isThrowawayAddress(email) }, mailbox: mailboxHash(list, email) };
}

/** The entry the sign-up creates: its id, its mailbox and flags (`signUpMailbox`), and its creation time. */
interface NewEntry {
  id: string;
  flags: SignUpFlags;
  mailbox: string;
  createdAt: Date;
}

/**
 * Creates a sign-up's entry (`create`) and, at the same time, looks for an earlier entry of the same mailbox under
 * another spelling, so the look adds no round trip of its own to the sign-up: when there is one, the same request
 * flags the new entry `possibleDuplicateOf` the latest of them before it answers (one write more, for a likely
 * duplicate only). Every entry carries its `mailbox` hash, so the look is one query (one read when none is found)
 * for the entries of that mailbox created before this one; an erased entry is no longer found, and two spellings
 * stamped in the same millisecond are not flagged. Flags, not blocks: the entry is stored and the sign-up goes on
 * whatever the look does, and a look or a flag that fails leaves the entry unflagged.
 */
export async function createFlagged(
  ports: CorePorts,
  list: SignUpList,
  entry: NewEntry,
  create: () => Promise<UpsertOutcome>,
): Promise<UpsertOutcome> {
  const { collection } = SIGN_UP_LISTS[list];
  const [created, earlier] = await Promise.allSettled([
    create(),
    ports.documents.list(collection, {
      orderBy: CREATED_AT[list],
      limit: 1,
      where: [
        { field: "mailbox", op: "==", value: entry.mailbox },
        { field: CREATED_AT[list], op: "<", value: entry.createdAt.toISOString() },
      ],
    }),
  ]);
  if (created.status === "rejected") throw created.reason;
  const latest = earlier.status === "fulfilled" ? earlier.value.items.find(({ id }) => id !== entry.id) : undefined;
  // A repeat (the create refused) never changes its entry.
  if (created.value === "created" && latest)
    await ports.documents
      .update(collection, entry.id, { flags: { ...entry.flags, possibleDuplicateOf: latest.id } })
      .catch(() => undefined);
  return created.value;
}
