import { useNavigate } from "react-router";
import { paths } from "~/config/paths";
import { ModalDialog } from "~/components/ui/modal-dialog";

/** product.md §P3.4.2: the "Application Submitted!" modal with "Go to Homepage". */
export function SuccessDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ModalDialog
      className="modal-dialog"
      title="Application Submitted!"
      description={
        <p>Thank you for applying. We review every application by hand and will e-mail you within 7 days.</p>
      }
      decoration={
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      }
      onDismiss={onClose}
    >
      <div className="modal-dialog__actions">
        <button type="button" className="btn btn--primary" onClick={() => void navigate(paths.home)}>
          Go to Homepage
        </button>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
