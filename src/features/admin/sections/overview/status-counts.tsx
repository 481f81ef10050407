import type { AdminCounts } from "~/lib/backend";

interface StatusCountsProps {
  title: string;
  counts: AdminCounts;
  /** The statuses in the order to show them, with their labels. */
  labels: Record<string, string>;
}

/** One list's counts per status, as the server counted them. */
export function StatusCounts({ title, counts, labels }: StatusCountsProps) {
  return (
    <section className="overview-counts">
      <h2 className="overview-counts__title">
        {title} <span className="overview-counts__total">{counts.total}</span>
      </h2>
      <dl className="overview-counts__list">
        {Object.entries(labels).map(([status, label]) => (
          <div key={status} className="overview-counts__item">
            <dt>{label}</dt>
            <dd>{counts.byStatus[status] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
