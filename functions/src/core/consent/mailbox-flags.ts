import MailChecker from "mailchecker";
import type { SignUpFlags } from "~/shared/consent";
import { sha256Hex } from "../handlers/common";
import type { CorePorts } from "../ports";
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

/**
 * Flags a new sign-up for the admin; never refuses it. Every entry carries its `mailbox` hash, so an
 * earlier entry of the same mailbox under another spelling is one query away (one read when there is
 * none): the new entry points at the latest of them. An erased entry is no longer found.
 */
export async function flagSignUp(
  ports: CorePorts,
  list: SignUpList,
  email: string,
): Promise<{ flags: SignUpFlags; mailbox: string }> {
  const flags: SignUpFlags = { disposable: isThrowawayAddress(email) };
  const mailbox = mailboxHash(list, email);
  const earlier = await ports.documents.list(SIGN_UP_LISTS[list].collection, {
    orderBy: CREATED_AT[list],
    limit: 1,
    where: [{ field: "mailbox", op: "==", value: mailbox }],
  });
  const latest = earlier.items[0];
  return { flags: latest ? { ...flags, possibleDuplicateOf: latest.id } : flags, mailbox };
}
