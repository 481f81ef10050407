/** One list's counts, as the admin pages show them and the server answers them. */
export interface AdminCounts {
  total: number;
  byStatus: Record<string, number>;
}

/** The admin overview's payload (`/data/overview`, `/api/admin/overview`). */
export interface AdminOverview {
  applications: AdminCounts;
  brandSignups: AdminCounts;
  /** Last 12 weeks, oldest first; `weekStart` is the Monday (ISO date, Europe/London). */
  weekly: Array<{
    weekStart: string;
    applications: number;
    brandSignups: number;
    /** With a source asked for: the week's records whose last touch has that `utm_source`. */
    fromSource?: { applications: number; brandSignups: number };
  }>;
  /** The source the weeks are split by (lower-cased), when one was asked for. */
  source?: string;
}
