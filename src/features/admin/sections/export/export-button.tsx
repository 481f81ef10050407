import { useState } from "react";
import { loadBackend, type AdminList } from "~/lib/backend";

export const EXPORT_FAILED = "Failed to export CSV";

interface ExportButtonProps {
  list: AdminList;
  /** The view on screen; the file has every matching row, not just this page. */
  query: { status: string | null; search: string | null };
  onFailure(message: string): void;
}

/**
 * Downloads the CSV of the current filtered view. The server streams it (no row limit, UK dates,
 * formula-looking cells neutralised); the browser never builds it from the rows it holds.
 */
export function ExportButton({ list, query, onFailure }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      await (await loadBackend()).adminData.exportCsv(list, query);
    } catch (error) {
      onFailure(`${EXPORT_FAILED}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="admin-button" onClick={() => void exportCsv()} disabled={busy}>
      {busy ? "Preparing CSV…" : "Export CSV"}
    </button>
  );
}
