import type { Application } from "./use-decisions";
import { useQueue } from "./queue-context";

/** Approve and Reject, shown only while the application is pending (docs/product.md §P7). */
export function ApplicationActions({ application }: { application: Application }) {
  const { decisions } = useQueue();
  if (application.status !== "pending") return null;
  const busy = decisions.busyId === application.id;
  return (
    <div className="application__actions">
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        aria-keyshortcuts="r p"
        onClick={() => void decisions.approve(application)}
      >
        Approve
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={busy}
        aria-keyshortcuts="x"
        onClick={() => void decisions.reject(application)}
      >
        Reject
      </button>
      {busy ? (
        <span role="status" className="application__busy">
          Saving…
        </span>
      ) : null}
    </div>
  );
}
