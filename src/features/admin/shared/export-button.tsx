import { useState } from "react";
import type { AdminList } from "~/lib/backend";
import { useAdminSession } from "./admin-context";
import { useNotify } from "../ui/notices";

export const EXPORT_FAILED = "Failed to export CSV";

interface ExportButtonProps {
  list: AdminList;
  /** The view on screen; the file holds every matching row, not only this page. */
  view: { status: string | null; search: string | null };
}

/**
 * Downloads the CSV of the current filtered view. The server streams it (no row limit, UK dates,
 * cells that look like formulas neutralised); the browser never builds it from the rows it holds.
 */
export function ExportButton({ list, view }: ExportButtonProps) {
  const { adminData } = useAdminSession();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function exportCsv() {
    setBusy(true);
    try {
      await adminData.exportCsv(list, { status: view.status, search: view.search });
    } catch (error) {
      notify.error(`${EXPORT_FAILED}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn--secondary" onClick={() => void exportCsv()} disabled={busy}>
      {busy ? "Preparing CSV…" : "Export CSV"}
    </button>
  );
}
