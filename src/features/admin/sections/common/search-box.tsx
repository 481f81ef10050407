import { useEffect, useId, useState } from "react";

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  label: string;
  value: string;
  onSearch(text: string): void;
}

/** A search field that asks the server once typing pauses. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // The address changed (back/forward): show its search.
    setLastValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="search-box">
      <label htmlFor={id} className="search-box__label">
        {label}
      </label>
      <input
        id={id}
        className="search-box__field"
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
