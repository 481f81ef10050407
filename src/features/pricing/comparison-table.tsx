import { Static } from "~/components/ui/static";
type Cell = boolean | string;

interface ComparisonRow {
  feature: string;
  platform: Cell;
  doneForYou: Cell;
  agency: Cell;
}

const ROWS: readonly ComparisonRow[] = [
  {
    feature: "Price",
    platform: "£35 a month",
    doneForYou: "From £849 per campaign",
    agency: "Retainers and day rates",
  },
  { feature: "UK-based, pre-vetted creators", platform: true, doneForYou: true, agency: "Varies" },
  { feature: "Time to launch", platform: "Days", doneForYou: "Days", agency: "Weeks" },
  { feature: "AI-assisted briefs and scripts", platform: true, doneForYou: true, agency: false },
  { feature: "Performance dashboard with AI suggestions", platform: true, doneForYou: true, agency: false },
  { feature: "1-on-1 creative support", platform: true, doneForYou: true, agency: true },
  { feature: "12 months of usage rights included", platform: true, doneForYou: true, agency: "Often extra" },
  { feature: "Standardised, secure contracts and payments", platform: true, doneForYou: true, agency: false },
  { feature: "Campaign run for you end to end", platform: false, doneForYou: true, agency: true },
];

function CellValue({ value }: { value: Cell }) {
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      <span className={value ? "compare-mark compare-mark--yes" : "compare-mark compare-mark--no"} aria-hidden="true">
        {value ? "✓" : "✕"}
      </span>
      <span className="visually-hidden">{value ? "Included" : "Not included"}</span>
    </>
  );
}

/** Hidden at 600 px and narrower (product.md §P2–P3), where a four-column table cannot be read. */
export function ComparisonTable() {
  return (
    <Static
      name="pricing-compare"
      className="pricing-compare container"
      aria-labelledby="compare-heading"
      data-testid="comparison"
    >
      <p className="eyebrow">Compare</p>
      <h2 id="compare-heading">Platform / Done For You vs traditional agencies</h2>
      <div className="pricing-compare__scroll">
        <table className="compare-table">
          <caption className="visually-hidden">
            How the Platform and Done For You packages compare with traditional agencies
          </caption>
          <thead>
            <tr>
              <th scope="col">What you get</th>
              <th scope="col" className="compare-table__ours">
                Platform
              </th>
              <th scope="col" className="compare-table__ours">
                Done For You
              </th>
              <th scope="col">Traditional agencies</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                <td className="compare-table__ours">
                  <CellValue value={row.platform} />
                </td>
                <td className="compare-table__ours">
                  <CellValue value={row.doneForYou} />
                </td>
                <td>
                  <CellValue value={row.agency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Static>
  );
}
