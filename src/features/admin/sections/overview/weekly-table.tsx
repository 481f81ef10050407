import type { AdminOverview } from "~/lib/backend";
import { weekLabel } from "./week-label";

/** The chart's figures as a table: readable without the chart and by screen readers. */
export function WeeklyTable({ weekly, source }: { weekly: AdminOverview["weekly"]; source?: string }) {
  return (
    <details className="overview-weekly">
      <summary>Weekly figures as a table</summary>
      <div className="overview-weekly__scroll">
        <table className="overview-weekly__table">
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Creator applications</th>
              <th scope="col">Brand sign-ups</th>
              {source ? <th scope="col">Applications from {source}</th> : null}
              {source ? <th scope="col">Brand sign-ups from {source}</th> : null}
            </tr>
          </thead>
          <tbody>
            {weekly.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.applications}</td>
                <td>{week.brandSignups}</td>
                {source ? <td>{week.fromSource?.applications ?? 0}</td> : null}
                {source ? <td>{week.fromSource?.brandSignups ?? 0}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
