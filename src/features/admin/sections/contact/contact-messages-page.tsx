import { ListPage } from "../common/list-page";
import { ContactMessageItem } from "./contact-message-item";
import { CONTACT_MESSAGES } from "./messages";
import "./contact-messages.css";

/** Messages from the contact form, live and newest first; deleting one answers an erasure request. */
export function ContactMessagesPage() {
  return (
    <ListPage
      list="contact-messages"
      title="Contact"
      statusLabels={null}
      searchLabel="Search by name or e-mail"
      loadFailed={CONTACT_MESSAGES.loadFailed}
      loadingText="Loading messages…"
      emptyText={{ filtered: "No messages match.", none: "No messages yet." }}
      pagerLabel="Message pages"
    >
      {(messages) => (
        <ul className="contact-messages" aria-label="Contact messages">
          {messages.map((message) => (
            <ContactMessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
