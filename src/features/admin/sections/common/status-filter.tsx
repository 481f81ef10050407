import type { StatusOption } from "./list-filter";

interface StatusFilterProps {
  label: string;
  options: StatusOption[];
  value: string | null;
  onChange(status: string | null): void;
}

/** Buttons for each status with the server's count; the chosen one is pressed. */
export function StatusFilter({ label, options, value, onChange }: StatusFilterProps) {
  return (
    <div className="status-filter" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value ?? "all"}
          type="button"
          className="status-filter__option"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          {option.count === null ? null : <span className="status-filter__count">{option.count}</span>}
        </button>
      ))}
    </div>
  );
}
