import "./panel.css";

/** A list that could not load: the product's message, announced, and a Retry button that loads it again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-load-error" role="alert">
      <p className="admin-load-error__message">{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
