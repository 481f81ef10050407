import MailChecker from "mailchecker";
import type { SignUpFlags } from "~/shared/consent";
import { normaliseEmail } from "~/shared/schemas/fields";
import { CREATED_AT } from "../created-at";
import { emailKey } from "../handlers/common";
import { listPages } from "../list-pages";
import type { CollectionName, CorePorts, DocumentData, UpsertOutcome } from "../ports";
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

/**
 * The key of an address's mailbox slot (DocumentStore.createInSlot): the key its mailbox's own spelling is stored
 * under (the entry id of `canonicalMailbox`), so the first spelling to sign up, whichever it is, holds it.
 */
export const mailboxSlot = (email: string) => emailKey(canonicalMailbox(normaliseEmail(email)));

/** What a new entry stores of its mailbox: its slot's key (never the address), and its flags before any earlier entry is found. */
export function signUpMailbox(email: string): { flags: SignUpFlags; mailboxSlot: string } {
  return { flags: { disposable: isThrowawayAddress(email) }, mailboxSlot: mailboxSlot(email) };
}

/** The entry the sign-up creates: its id, its flags and its mailbox's slot (`signUpMailbox`). */
interface NewEntry {
  id: string;
  flags: SignUpFlags;
  mailboxSlot: string;
}

/**
 * Creates a sign-up's entry, never over one that is there, in its mailbox's slot (DocumentStore.createInSlot): the
 * first spelling of a mailbox takes the slot with the entry's own writes (its search entry, for the mailbox's own
 * spelling; one write more for another spelling), so a sign-up looks nothing up. A later spelling finds the slot
 * held and is stored flagged `possibleDuplicateOf` the entry that holds it: the mailbox's first entry still there.
 * Flags, not blocks: the entry is stored either way. Answers "updated" when the entry was there already (a repeat,
 * which never changes it). `data` is the whole entry, with its `flags` and `mailboxSlot`; `mail`, the outbox entry
 * of its confirmation, is written with it and only with it.
 */
export async function createFlagged(
  ports: Pick<CorePorts, "documents">,
  list: SignUpList,
  entry: NewEntry,
  data: DocumentData,
  mail?: DocumentData,
): Promise<UpsertOutcome> {
  const { collection } = SIGN_UP_LISTS[list];
  // A slot that cannot be taken or read never holds the sign-up up: the entry is stored without it, unflagged.
  const first = await ports.documents
    .createInSlot(collection, entry.id, data, entry.mailboxSlot, mail)
    .catch(() => ports.documents.createInSlot(collection, entry.id, data, null, mail));
  if (first.kind !== "held") return first.kind === "created" ? "created" : "updated";
  const flags = first.by === entry.id ? entry.flags : { ...entry.flags, possibleDuplicateOf: first.by };
  const second = await ports.documents.createInSlot(collection, entry.id, { ...data, flags }, null, mail);
  return second.kind === "created" ? "created" : "updated";
}

const DUPLICATE_OF = "flags.possibleDuplicateOf";

/**
 * Takes the flag naming the erased entry `id` off the entries flagged against it: an entry's id is a hash of its
 * address, which with the address would still tell that the person signed up (the erasure clears it from the
 * activity log for the same reason). Nothing for a collection that is no sign-up list. Answers how many it changed.
 */
export async function forgetDuplicateOf(
  ports: Pick<CorePorts, "documents">,
  collection: CollectionName,
  id: string,
): Promise<number> {
  const signUpList = Object.values(SIGN_UP_LISTS).some((list) => list.collection === collection);
  const orderBy = CREATED_AT[collection];
  if (!signUpList || !orderBy) return 0;
  const query = {
    orderBy,
    limit: 100,
    where: [{ field: DUPLICATE_OF, op: "==" as const, value: id }],
  };
  const flagged: string[] = [];
  for await (const page of listPages(ports.documents, collection, query))
    flagged.push(...page.items.map((item) => item.id));
  for (const other of flagged) {
    await ports.documents.modify(collection, other, (current) => {
      const flags = current.flags as (SignUpFlags & Record<string, unknown>) | undefined;
      if (flags?.possibleDuplicateOf !== id) return null;
      const { possibleDuplicateOf: _erased, ...rest } = flags;
      return { flags: rest };
    });
  }
  return flagged.length;
}
