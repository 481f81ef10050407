import { useEffect, useId, useRef, useState } from "react";
import type { StatusOption } from "./list-filter";
import "./list-filters.css";

/** How long typing must pause before the list is searched. */
const SEARCH_DELAY_MS = 300;

interface ListFiltersProps {
  /** Names the group of status buttons; absent for lists without a status. */
  statusLabel?: string;
  options?: StatusOption[];
  status: string | null;
  search: string | null;
  searchLabel: string;
  onStatus(status: string | null): void;
  onSearch(search: string | null): void;
}

/** Status buttons with the server's counts and a search box that asks once typing pauses. */
export function ListFilters(props: ListFiltersProps) {
  const { statusLabel, options, status, search, searchLabel, onStatus, onSearch } = props;
  const searchId = useId();
  const [text, setText] = useState(search ?? "");
  const [sent, setSent] = useState(search ?? "");

  // The address changed elsewhere (back/forward, a link): show what it says.
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

  return (
    <div className="list-filters">
      {options && statusLabel ? (
        <div className="list-filters__statuses" role="group" aria-label={statusLabel}>
          {options.map((option) => (
            <button
              key={option.value ?? "all"}
              type="button"
              className="list-filters__status"
              aria-pressed={status === option.value}
              onClick={() => onStatus(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="list-filters__search">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={200}
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
