import { useEffect, useRef } from "react";
import { factsOf } from "~/content/video-facts";
import { hintsFor } from "./file-hints";
import { percentOf, type UploadRow } from "./upload-rows";
import "~/components/ui/pill.css";

const MB = 1024 * 1024;

/** Each row's one button: an uploaded file is removed, an upload cancelled, an interrupted entry dismissed. */
const ACTION: Record<UploadRow["status"], string> = { uploaded: "Remove", uploading: "Cancel", interrupted: "Dismiss" };

function readableSize(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toFixed(2)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Tick() {
  return (
    <svg className="file-row__icon file-row__icon--done" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

function RowState({ row }: { row: UploadRow }) {
  if (row.status === "uploaded") return <span className="file-row__state">Uploaded</span>;
  if (row.status === "interrupted") {
    return <span className="file-row__state">Upload interrupted — choose this file again to continue</span>;
  }
  const stalled = row.phase !== "uploading";
  return (
    <span className="file-row__state" data-stalled={stalled}>
      <span className="file-row__percent">{percentOf(row.confirmed, row.size)}%</span>
      {stalled ? <span> · stalled — retrying</span> : null}
    </span>
  );
}

/**
 * The upload's bar: confirmed bytes solid, bytes already sent as a lighter band ahead of them,
 * so a slow connection visibly moves before the server confirms a chunk. The percentage beside it
 * (and the overall bar) count confirmed bytes only.
 */
function UploadBar({ confirmed, sent, size }: { confirmed: number; sent: number; size: number }) {
  const share = (bytes: number) => `${size > 0 ? Math.min(100, (Math.max(0, bytes) / size) * 100) : 0}%`;
  return (
    <span className="file-row__bar" aria-hidden="true">
      <span className="file-row__bar-sent" style={{ width: share(Math.max(sent, confirmed)) }} />
      <span className="file-row__bar-confirmed" style={{ width: share(confirmed) }} />
    </span>
  );
}

/** What the file is (read from its own boxes) and the advice that follows; nothing while unread. */
function RowFacts({ row }: { row: UploadRow }) {
  if (!row.facts) return null;
  const facts = factsOf(row.facts);
  const hints = hintsFor(row.facts);
  return (
    <div className="file-row__details">
      {facts.length > 0 ? (
        <span className="file-row__facts" data-testid="file-facts">
          {facts.join(" · ")}
        </span>
      ) : null}
      {hints.length > 0 ? (
        <ul className="file-row__hints" aria-label={`Tips for ${row.name}`}>
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface FileListProps {
  rows: readonly UploadRow[];
  disabled: boolean;
  onRemove: (key: string) => void;
  /** The last row went after its button was pressed: where the focus goes now. */
  onEmptied: () => void;
}

/** product.md §P4.4.3: uploading entries (spinner, confirmed percentage), uploaded ones (tick, Remove). */
export function FileList({ rows, disabled, onRemove, onEmptied }: FileListProps) {
  const list = useRef<HTMLUListElement>(null);
  // A row whose button had focus when it was pressed, and the row whose button takes the focus once it has gone
  // (the next, else the previous; none: the list is empty and `onEmptied` places it), so focus is never lost.
  const removing = useRef<{ key: string; then: string | null } | null>(null);
  useEffect(() => {
    const pending = removing.current;
    if (!pending || rows.some((row) => row.key === pending.key)) return;
    removing.current = null;
    const next =
      pending.then === null
        ? null
        : list.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(pending.then)}"] .file-row__action`);
    if (next) next.focus();
    else onEmptied();
  }, [rows, onEmptied]);

  if (rows.length === 0) return null;
  const remove = (index: number) => {
    const key = rows[index]!.key;
    removing.current = { key, then: (rows[index + 1] ?? rows[index - 1])?.key ?? null };
    onRemove(key);
  };
  return (
    <ul className="file-list" aria-label="Selected files" ref={list}>
      {rows.map((row, index) => (
        <li key={row.key} className="file-row" data-status={row.status} data-key={row.key}>
          {row.status === "uploading" ? (
            <span className="file-row__icon file-row__spinner" aria-hidden="true" />
          ) : row.status === "uploaded" ? (
            <Tick />
          ) : (
            <span className="file-row__icon file-row__paused" aria-hidden="true" />
          )}
          {row.poster ? <img className="file-row__poster" src={row.poster} alt="" width={40} height={40} /> : null}
          <span className="file-row__text">
            <span className="file-row__name">{row.name}</span>
            <span className="file-row__meta">
              {readableSize(row.size)} · <RowState row={row} />
            </span>
            {row.status === "uploading" ? (
              <UploadBar confirmed={row.confirmed} sent={row.sent} size={row.size} />
            ) : null}
          </span>
          <button
            type="button"
            className="pill file-row__action"
            aria-label={`${ACTION[row.status]} ${row.name}`}
            disabled={disabled}
            onClick={() => remove(index)}
          >
            {ACTION[row.status]}
          </button>
          <RowFacts row={row} />
        </li>
      ))}
    </ul>
  );
}
