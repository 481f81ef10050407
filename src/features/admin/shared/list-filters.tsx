import { useEffect, useId, useRef, useState } from "react";
import type { StatusOption } from "./list-filter";
import "~/components/ui/compact-field.css";
import "~/components/ui/pill.css";
import "./list-filters.css";

/** How long typing must pause before the list is searched. */
const SEARCH_DELAY_MS = 300;

/** The source and campaign boxes of the lists whose records say where they came from. */
export interface AttributionFilterProps {
  source: string | null;
  campaign: string | null;
  onSource(source: string | null): void;
  onCampaign(campaign: string | null): void;
}

interface ListFiltersProps {
  /** Names the group of status buttons; absent for lists without a status. */
  statusLabel?: string;
  options?: StatusOption[];
  status: string | null;
  search: string | null;
  searchLabel: string;
  onStatus(status: string | null): void;
  onSearch(search: string | null): void;
  attribution?: AttributionFilterProps;
}

/** Status buttons with the server's counts, a search box (and source and campaign boxes) that ask once typing pauses. */
export function ListFilters(props: ListFiltersProps) {
  const { statusLabel, options, status, search, searchLabel, onStatus, onSearch, attribution } = props;
  return (
    <div className="list-filters">
      {options && statusLabel ? (
        <div className="list-filters__statuses" role="group" aria-label={statusLabel}>
          {options.map((option) => (
            <button
              key={option.value ?? "all"}
              type="button"
              className="pill list-filters__status"
              aria-pressed={status === option.value}
              onClick={() => onStatus(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="list-filters__boxes">
        <PausedInput label={searchLabel} type="search" maxLength={200} value={search} onChange={onSearch} />
        {attribution ? (
          <>
            <PausedInput
              label="Source (utm_source)"
              maxLength={100}
              value={attribution.source}
              onChange={attribution.onSource}
            />
            <PausedInput
              label="Campaign (utm_campaign)"
              maxLength={100}
              value={attribution.campaign}
              onChange={attribution.onCampaign}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

interface PausedInputProps {
  label: string;
  type?: "search" | "text";
  maxLength: number;
  value: string | null;
  onChange(value: string | null): void;
}

/** A labelled box whose trimmed text is sent after a pause in typing, or at once on Enter. */
function PausedInput({ label, type = "text", maxLength, value, onChange }: PausedInputProps) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const [sent, setSent] = useState(value ?? "");

  // The address changed elsewhere (back/forward, a link): show what it says.
  if ((value ?? "") !== sent) {
    setSent(value ?? "");
    setText(value ?? "");
  }

  // The latest callback, so a re-render (a live update) does not restart the pause.
  const send = useRef(onChange);
  useEffect(() => {
    send.current = onChange;
  });

  useEffect(() => {
    if (text.trim() === sent) return;
    const timer = setTimeout(() => {
      setSent(text.trim());
      send.current(text.trim() || null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  return (
    <div className="compact-field list-filters__search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={text}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            setSent(text.trim());
            onChange(text.trim() || null);
          }
        }}
      />
    </div>
  );
}
