import { lazy, Suspense, useId } from "react";
import { useSearchParams } from "react-router";
import { CREATOR_STATUS_LABELS } from "~/shared/constants";
import { LoadError } from "../../ui/load-error";
import { SectionHeader } from "../../ui/section-header";
import { BRAND_SIGNUP_STATUS_LABELS } from "../brand-signups/brand-signup-status";
import { StatusCounts } from "./status-counts";
import { useOverview } from "./use-overview";
import { weekLabel } from "./week-label";
import { WeeklyTable } from "./weekly-table";
import "~/components/ui/compact-field.css";
import "./overview.css";

// The chart library is downloaded only when the overview is shown.
const WeeklyChart = lazy(() => import("./weekly-chart"));

/** Counts per status for applications and sign-ups, and both per week over the last 12 weeks. */
export function OverviewPage() {
  const [params, setParams] = useSearchParams();
  const source = params.get("source")?.trim().toLowerCase() || null;
  const state = useOverview(source);
  return (
    <div className="admin-section">
      <SectionHeader title="Overview" />
      {state.status === "failed" ? (
        <LoadError error={state.error} message={state.message} />
      ) : state.status === "loading" ? (
        <p role="status">Loading the overview…</p>
      ) : (
        <>
          <div className="overview-counts-grid">
            <StatusCounts
              title="Creator applications"
              counts={state.overview.applications}
              labels={CREATOR_STATUS_LABELS}
            />
            <StatusCounts
              title="Brand sign-ups"
              counts={state.overview.brandSignups}
              labels={BRAND_SIGNUP_STATUS_LABELS}
            />
          </div>
          <section className="overview-weekly-panel" aria-labelledby="overview-weekly-title">
            <h2 id="overview-weekly-title" className="overview-weekly-panel__title">
              Per week, last 12 weeks
            </h2>
            <SourceSplit source={source} onSource={(next) => setParams(next ? { source: next } : {})} />
            <figure className="overview-chart">
              <Suspense fallback={<p role="status">Loading the chart…</p>}>
                <WeeklyChart
                  data={state.overview.weekly.map((week) => ({ ...week, week: weekLabel(week.weekStart) }))}
                  source={state.overview.source}
                />
              </Suspense>
              <figcaption className="visually-hidden">
                Creator applications and brand sign-ups per week; the same figures are in the table below.
              </figcaption>
            </figure>
            <WeeklyTable weekly={state.overview.weekly} source={state.overview.source} />
          </section>
        </>
      )}
    </div>
  );
}

/** "Split by source": the weeks also count the records whose last touch came from that `utm_source`. */
function SourceSplit({ source, onSource }: { source: string | null; onSource(source: string | null): void }) {
  const id = useId();
  return (
    <form
      key={source ?? ""}
      className="compact-field overview-source"
      aria-label="Split by source"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get("source");
        onSource(typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null);
      }}
    >
      <label htmlFor={id}>Split by source (utm_source)</label>
      <input id={id} name="source" defaultValue={source ?? ""} maxLength={100} autoComplete="off" spellCheck={false} />
      <button type="submit" className="btn btn--secondary">
        Split
      </button>
      {source ? (
        <button type="button" className="btn btn--secondary" onClick={() => onSource(null)}>
          Show totals only
        </button>
      ) : null}
    </form>
  );
}
