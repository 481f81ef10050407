import { useRef } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import "../ui/dialog.css";
import { REVIEW_SHORTCUTS } from "./review-keys";

/** `?`: the review queue's keys. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      className="admin-dialog"
      title="Keyboard shortcuts"
      description="They work anywhere in the queue except while typing in a field."
      onDismiss={onClose}
      initialFocus={close}
    >
      <dl className="admin-dialog__list">
        {REVIEW_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.does} className="admin-dialog__list-row">
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-dialog__actions">
        <button ref={close} type="button" className="btn btn--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
