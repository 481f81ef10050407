import { SectionHeader } from "../../ui/section-header";
import { ListFilters } from "../common/list-filters";
import { ListView } from "../common/list-view";
import { useLiveList } from "../common/use-live-list";
import { ExportButton } from "../../shared/export-button";
import { ContactMessageItem } from "./contact-message-item";
import { CONTACT_MESSAGES } from "./messages";
import "./contact-messages.css";
import { loadFailureReason } from "../common/load-failure";

/** Messages from the contact form, live and newest first; deleting one answers an erasure request. */
export function ContactMessagesPage() {
  const list = useLiveList("contact-messages", null);
  const { navigation, position, view } = list;
  return (
    <div className="admin-section">
      <SectionHeader title="Contact">
        <ExportButton list="contact-messages" view={view} />
      </SectionHeader>
      <ListFilters
        status={null}
        search={position.search}
        searchLabel="Search by name or e-mail"
        onStatus={navigation.setStatus}
        onSearch={navigation.setSearch}
      />
      <ListView
        list={list}
        loadError={(error) => CONTACT_MESSAGES.loadFailed(loadFailureReason(error))}
        loadingText="Loading messages…"
        emptyText={view.search ? "No messages match." : "No messages yet."}
        pagerLabel="Message pages"
      >
        {(messages) => (
          <ul className="contact-messages" aria-label="Contact messages">
            {messages.map((message) => (
              <ContactMessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
