import { useEffect, useRef, useState } from "react";
import type { AdminCounts } from "~/lib/backend";
import { CREATOR_APPLICATION_STATUSES, CREATOR_STATUS_LABELS } from "~/shared/constants";
import "./applications.css";

const SEARCH_DELAY_MS = 300;

export interface ApplicationFiltersProps {
  status: string | null;
  search: string | null;
  counts: AdminCounts | null;
  onStatus: (status: string | null) => void;
  onSearch: (search: string | null) => void;
}

/** The status filter with the server's counts, and the search box (name, e-mail or niche). */
export function ApplicationFilters({ status, search, counts, onStatus, onSearch }: ApplicationFiltersProps) {
  const [text, setText] = useState(search ?? "");
  const [sent, setSent] = useState(search ?? "");

  // The address changed elsewhere (back/forward, a filter reset): show what it says.
  if ((search ?? "") !== sent) {
    setSent(search ?? "");
    setText(search ?? "");
  }

  // The latest callback, so a re-render (a live update) does not restart the pause.
  const sendSearch = useRef(onSearch);
  useEffect(() => {
    sendSearch.current = onSearch;
  });

  useEffect(() => {
    if (text.trim() === sent) return;
    const timer = setTimeout(() => {
      setSent(text.trim());
      sendSearch.current(text.trim() || null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  const count = (value: number | undefined) => (value === undefined ? "" : ` (${value})`);
  const options: Array<{ value: string | null; label: string }> = [
    { value: null, label: `All${count(counts?.total)}` },
    ...CREATOR_APPLICATION_STATUSES.map((value) => ({
      value,
      label: `${CREATOR_STATUS_LABELS[value]}${count(counts?.byStatus[value])}`,
    })),
  ];

  return (
    <div className="queue-filters">
      <div className="queue-filters__statuses" role="group" aria-label="Filter by status">
        {options.map((option) => (
          <button
            key={option.value ?? "all"}
            type="button"
            className="queue-filters__status"
            aria-pressed={status === option.value}
            onClick={() => onStatus(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className="queue-filters__search">
        <label htmlFor="queue-search">Search by name, e-mail or niche</label>
        <input
          id="queue-search"
          type="search"
          value={text}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              setSent(text.trim());
              onSearch(text.trim() || null);
            }
          }}
        />
      </div>
    </div>
  );
}
