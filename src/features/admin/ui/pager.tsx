import "./panel.css";

export interface PagerProps {
  /** 1 for the first page. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Names the list, e.g. "Creator applications pages". */
  label: string;
}

/** Previous / Next through a list 50 at a time (cursor paging: there is no "jump to page 7"). */
export function Pager({ page, hasPrevious, hasNext, onPrevious, onNext, label }: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn--secondary" onClick={onPrevious} disabled={!hasPrevious}>
        Previous
      </button>
      <span className="admin-pager__page" aria-live="polite">
        Page {page}
      </span>
      <button type="button" className="btn btn--secondary" onClick={onNext} disabled={!hasNext}>
        Next
      </button>
    </nav>
  );
}
