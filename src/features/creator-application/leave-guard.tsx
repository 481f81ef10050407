import { useBlocker } from "react-router";
import { ModalDialog } from "~/components/ui/modal-dialog";

/**
 * While a video uploads, following a link on the site asks first (a reload or closing the tab gets
 * the browser's own prompt, see useFileUploads): leaving cancels the uploads under way.
 */
export function LeaveGuard({ uploading }: { uploading: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => uploading && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== "blocked") return null;
  return (
    <ModalDialog
      className="modal-dialog"
      title="Your videos are still uploading"
      description={
        <p>If you leave now, the videos still uploading are cancelled and you will need to choose them again.</p>
      }
      onDismiss={() => blocker.reset()}
    >
      <div className="modal-dialog__actions">
        <button type="button" className="btn btn--primary" onClick={() => blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => blocker.proceed()}>
          Leave
        </button>
      </div>
    </ModalDialog>
  );
}
