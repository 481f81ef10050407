import { UNSUBSCRIBE_LINK_DAYS } from "~/shared/consent";
import { renderEmail, type EmailContent } from "../email/render-email";
import { linkKey, type CorePorts } from "../ports";
import { signConsentLink, type SignUpList } from "./consent-link";
import { readConsentEntry } from "./sign-up-lists";

const DAY_MS = 86_400_000;

/** The unsubscribe page (shows a button) and the RFC 8058 one-click target (POST only changes state). */
export function unsubscribeUrls(ports: CorePorts, list: SignUpList, entryId: string, nonce: string) {
  const token = signConsentLink(linkKey(ports.config, "consent"), {
    purpose: "unsubscribe",
    list,
    entryId,
    nonce,
    expiresAt: new Date(ports.clock.now().getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS),
  });
  const query = `token=${encodeURIComponent(token)}`;
  return {
    page: `${ports.config.siteUrl}/unsubscribe?${query}`,
    oneClick: `${ports.config.siteUrl}/api/unsubscribe/one-click?${query}`,
  };
}

export type MarketingSendOutcome = "sent" | "not_subscribed" | "not_delivered";

/**
 * The only way marketing e-mail leaves the core: to confirmed addresses only, each message with
 * an unsubscribe link and the `List-Unsubscribe` / `List-Unsubscribe-Post` headers (RFC 8058).
 */
export async function sendMarketingEmail(
  ports: CorePorts,
  list: SignUpList,
  entryId: string,
  content: EmailContent,
): Promise<MarketingSendOutcome> {
  const entry = await readConsentEntry(ports, list, entryId);
  if (!entry?.consent || entry.consent.status !== "confirmed") return "not_subscribed";
  const urls = unsubscribeUrls(ports, list, entryId, entry.consent.unsubscribeNonce);
  const message = renderEmail({ address: entry.email }, { ...content, unsubscribeUrl: urls.page });
  message.headers = {
    "List-Unsubscribe": `<${urls.oneClick}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  const { delivered } = await ports.mailer.send(message);
  return delivered ? "sent" : "not_delivered";
}
