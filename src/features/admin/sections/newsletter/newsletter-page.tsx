import { ListPage } from "../common/list-page";
import { NEWSLETTER_STATUS_LABELS } from "./newsletter-status";
import { SubscriberItem } from "./subscriber-item";
import "./newsletter.css";

export const NEWSLETTER_LOAD_FAILED = (reason: string) => `Failed to load newsletter subscribers: ${reason}`;

/** Newsletter subscribers by consent (confirmed, unconfirmed, unsubscribed) with their consent records. */
export function NewsletterPage() {
  return (
    <ListPage
      list="newsletter-subscribers"
      title="Newsletter"
      statusLabels={NEWSLETTER_STATUS_LABELS}
      statusLabel="Filter subscribers by consent"
      searchLabel="Search by e-mail"
      loadFailed={NEWSLETTER_LOAD_FAILED}
      loadingText="Loading subscribers…"
      emptyText={{ filtered: "No subscribers match.", none: "No subscribers yet." }}
      pagerLabel="Subscriber pages"
    >
      {(subscribers) => (
        <ul className="subscribers" aria-label="Newsletter subscribers">
          {subscribers.map((subscriber) => (
            <SubscriberItem key={subscriber.id} subscriber={subscriber} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
