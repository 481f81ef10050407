import { useId } from "react";
import type { NewsletterSubscriberDocument, WithId } from "~/shared/documents";
import { formatUkDateTime } from "~/shared/london-time";
import { AttributionFacts } from "../../shared/attribution-facts";
import { StatusBadge } from "../../ui/status-badge";
import { DuplicateOf } from "../../shared/duplicate-of";
import { Fact } from "../../shared/fact";
import {
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUS_TONES,
  newsletterStatus,
  repeatsText,
  subscriberList,
  subscriberSource,
  unsubscribedVia,
} from "./newsletter-status";

/** The sign-up's warning flags (§P9.3.4), nothing without any. */
function SubscriberFlags({ flags }: { flags: NewsletterSubscriberDocument["flags"] }) {
  const disposable = flags?.disposable === true;
  const duplicateOf = flags?.possibleDuplicateOf;
  if (!disposable && !duplicateOf) return null;
  return (
    <Fact term="Flags">
      {disposable ? "Throwaway address" : null}
      {disposable && duplicateOf ? "; " : null}
      {duplicateOf ? <DuplicateOf list="newsletter-subscribers" id={duplicateOf} /> : null}
    </Fact>
  );
}

/** One subscriber: the address, whether consent is confirmed, and the consent record behind it. */
export function SubscriberItem({ subscriber }: { subscriber: WithId<NewsletterSubscriberDocument> }) {
  const titleId = useId();
  const status = newsletterStatus(subscriber);
  const consent = subscriber.consent;
  const repeats = repeatsText(subscriber.repeatCount);
  return (
    <li className="subscriber">
      <article aria-labelledby={titleId}>
        <header className="subscriber__header">
          <h2 id={titleId} className="subscriber__email">
            {subscriber.email}
          </h2>
          {status ? (
            <StatusBadge label={NEWSLETTER_STATUS_LABELS[status]} tone={NEWSLETTER_STATUS_TONES[status]} />
          ) : (
            <StatusBadge label="No consent record" tone="red" />
          )}
        </header>
        <dl className="subscriber__facts">
          <Fact term="List">{subscriberList(subscriber)}</Fact>
          <Fact term="Source">{subscriberSource(subscriber)}</Fact>
          <Fact term="Signed up">{formatUkDateTime(consent?.requestedAt ?? subscriber.createdAt)}</Fact>
          {consent?.confirmedAt ? <Fact term="Confirmed">{formatUkDateTime(consent.confirmedAt)}</Fact> : null}
          {consent?.unsubscribedAt ? (
            <Fact term="Unsubscribed">
              {formatUkDateTime(consent.unsubscribedAt)}
              {unsubscribedVia(consent.unsubscribedVia)}
            </Fact>
          ) : null}
          {repeats ? <Fact term="Repeats">{repeats}</Fact> : null}
          <SubscriberFlags flags={subscriber.flags} />
          <AttributionFacts record={subscriber} />
        </dl>
        {consent ? (
          <details className="subscriber__consent">
            <summary>Consent record</summary>
            <p className="subscriber__wording">“{consent.wording}”</p>
            <p>Privacy policy of {consent.policyVersion}</p>
          </details>
        ) : (
          <p className="subscriber__note">Signed up before double opt-in: not counted as subscribed.</p>
        )}
      </article>
    </li>
  );
}
