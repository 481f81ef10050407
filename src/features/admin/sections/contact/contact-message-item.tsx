import { useId, useState } from "react";
import type { ContactMessageDocument, WithId } from "~/shared/documents";
import { formatUkDateTime } from "~/shared/london-time";
import { useAdminSession } from "../../shared/admin-context";
import { useDialogs } from "../../ui/dialogs";
import { useNotify } from "../../ui/notices";
import { focusSectionHeading } from "../../ui/section-header";
import { CONTACT_MESSAGES } from "./messages";
import { mailtoHref } from "~/shared/schemas/email-address";

/** One message: who, how to reply, when, what they wrote (as text, never HTML), and erasure. */
export function ContactMessageItem({ message }: { message: WithId<ContactMessageDocument> }) {
  const { adminData } = useAdminSession();
  const notify = useNotify();
  const dialogs = useDialogs();
  const [deleting, setDeleting] = useState(false);
  const titleId = useId();

  async function remove() {
    const answer = await dialogs.confirm({
      title: "Delete message",
      message: CONTACT_MESSAGES.confirmDelete,
      confirmLabel: "Delete",
      destructive: true,
    });
    if (!answer) return;
    setDeleting(true);
    try {
      await adminData.deleteContactMessage(message.id);
      notify.success(CONTACT_MESSAGES.deleted);
      focusSectionHeading();
    } catch {
      setDeleting(false);
      notify.error(CONTACT_MESSAGES.deleteFailed);
    }
  }

  return (
    <li className="contact-message">
      <article aria-labelledby={titleId} aria-busy={deleting || undefined}>
        <header className="contact-message__header">
          <h2 id={titleId} className="contact-message__name">
            {message.name}
          </h2>
          <time className="contact-message__date" dateTime={message.createdAt}>
            {formatUkDateTime(message.createdAt)}
          </time>
        </header>
        <a className="contact-message__email" href={mailtoHref(message.email)}>
          {message.email}
        </a>
        <p className="contact-message__text">{message.message}</p>
        <div className="contact-message__actions">
          <button
            type="button"
            className="btn btn--secondary admin-danger-button"
            aria-label={`Delete message from ${message.name}`}
            disabled={deleting}
            onClick={remove}
          >
            Delete
          </button>
        </div>
      </article>
    </li>
  );
}
