import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

/** One bar pair per week, labelled as the overview labels weeks. */
export type WeeklyChartData = Array<{
  week: string;
  applications: number;
  brandSignups: number;
  fromSource?: { applications: number; brandSignups: number };
}>;

/**
 * Applications and sign-ups per week as grouped bars. Recharts is imported only here, and this
 * module only through `lazy()` on the overview, so no other screen downloads it.
 */
export default function WeeklyChart({ data, source }: { data: WeeklyChartData; source?: string }) {
  return (
    <BarChart
      className="overview-chart__svg"
      responsive
      data={data}
      margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
      title="Creator applications and brand sign-ups per week"
      desc="The table below the chart gives the same figures."
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--line)" />
      <XAxis dataKey="week" tick={{ fontSize: 12, fill: "var(--ink-soft)" }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "var(--ink-soft)" }} />
      <Tooltip />
      <Legend itemSorter={null} />
      <Bar dataKey="applications" name="Creator applications" fill="var(--violet)" isAnimationActive={false} />
      <Bar dataKey="brandSignups" name="Brand sign-ups" fill="var(--amber-371)" isAnimationActive={false} />
      {source ? (
        <Bar
          dataKey="fromSource.applications"
          name={`Applications from ${source}`}
          fill="var(--night-388)"
          isAnimationActive={false}
        />
      ) : null}
      {source ? (
        <Bar
          dataKey="fromSource.brandSignups"
          name={`Brand sign-ups from ${source}`}
          fill="var(--ink-soft)"
          isAnimationActive={false}
        />
      ) : null}
    </BarChart>
  );
}
