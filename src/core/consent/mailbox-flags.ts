import MailChecker from "mailchecker";
import type { SignUpFlags } from "~/shared/consent";
import { sha256Hex } from "../handlers/common";
import type { CorePorts } from "../ports";
import type { SignUpList } from "./consent-link";
import { SIGN_UP_LISTS } from "./sign-up-lists";

/** A mailbox claimed this recently whose entry is not written yet is still its first sign-up. */
const CLAIM_GRACE_MS = 60_000;
const MAX_ATTEMPTS = 5;

interface MailboxClaim {
  list: SignUpList;
  entryId: string;
  claimedAt: string;
}

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
 * Flags a new sign-up for the admin; never refuses it. The first entry of each mailbox is kept in
 * `mailbox_index` (keyed by a hash, so the index holds no address); a later entry for the same
 * mailbox under another spelling points at it. An erased first entry hands the mailbox over.
 */
export async function flagSignUp(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
  email: string,
): Promise<SignUpFlags> {
  const flags: SignUpFlags = { disposable: isThrowawayAddress(email) };
  const indexId = sha256Hex(`${list}\n${canonicalMailbox(email)}`);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const now = ports.clock.now();
    const claim: MailboxClaim = { list, entryId, claimedAt: now.toISOString() };
    const outcome = await ports.documents.upsert("mailbox_index", indexId, { onCreate: { ...claim }, onUpdate: {} });
    // Read back after a first claim too: a repeat of the same address then takes the same steps.
    const held = await ports.documents.get<MailboxClaim>("mailbox_index", indexId);
    if (outcome === "created") return flags;
    if (!held) continue;
    if (held.entryId === entryId) return flags;
    const first = await ports.documents.get(SIGN_UP_LISTS[list].collection, held.entryId);
    if (first || now.getTime() - Date.parse(held.claimedAt) < CLAIM_GRACE_MS) {
      return { ...flags, possibleDuplicateOf: held.entryId };
    }
    const taken = await ports.documents.updateIf(
      "mailbox_index",
      indexId,
      { field: "entryId", equals: held.entryId },
      { ...claim },
    );
    if (taken === "updated") return flags;
  }
  return flags;
}
