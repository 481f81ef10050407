import { SectionHeader } from "../../ui/section-header";
import { statusOptions } from "../common/list-filter";
import { ListFilters } from "../common/list-filters";
import { ListView } from "../common/list-view";
import { useLiveList } from "../common/use-live-list";
import { ExportButton } from "../../shared/export-button";
import { NEWSLETTER_STATUS_LABELS } from "./newsletter-status";
import { SubscriberItem } from "./subscriber-item";
import "./newsletter.css";
import { loadFailureReason } from "../common/load-failure";

export const NEWSLETTER_LOAD_FAILED = (reason: string) => `Failed to load newsletter subscribers: ${reason}`;

/** Newsletter subscribers by consent (confirmed, unconfirmed, unsubscribed) with their consent records. */
export function NewsletterPage() {
  const list = useLiveList("newsletter-subscribers", NEWSLETTER_STATUS_LABELS);
  const { navigation, position, counts, view } = list;
  return (
    <div className="admin-section">
      <SectionHeader title="Newsletter">
        <ExportButton list="newsletter-subscribers" view={view} />
      </SectionHeader>
      <ListFilters
        statusLabel="Filter subscribers by consent"
        options={statusOptions(NEWSLETTER_STATUS_LABELS, counts)}
        status={view.status}
        search={position.search}
        searchLabel="Search by e-mail"
        onStatus={navigation.setStatus}
        onSearch={navigation.setSearch}
      />
      <ListView
        list={list}
        loadError={(error) => NEWSLETTER_LOAD_FAILED(loadFailureReason(error))}
        loadingText="Loading subscribers…"
        emptyText={view.status || view.search ? "No subscribers match." : "No subscribers yet."}
        pagerLabel="Subscriber pages"
      >
        {(subscribers) => (
          <ul className="subscribers" aria-label="Newsletter subscribers">
            {subscribers.map((subscriber) => (
              <SubscriberItem key={subscriber.id} subscriber={subscriber} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
