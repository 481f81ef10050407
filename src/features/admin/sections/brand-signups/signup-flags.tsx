import type { BrandSignupDocument } from "~/shared/documents";
import { formatUkDateTime } from "~/shared/london-time";
import { DuplicateOf } from "../../shared/duplicate-of";
import "../../ui/chips.css";

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  company_name: "Company",
  website: "Website",
  email: "E-mail",
  email_list_opt_in: "E-mail list opt-in",
};

const shown = (value: string | boolean | null) =>
  value === null || value === "" ? "(empty)" : typeof value === "boolean" ? (value ? "Yes" : "No") : value;

/**
 * What the waitlist recorded about an entry without refusing it (docs/product.md §P9.3): repeat
 * sign-ups (and what they submitted differently), a throwaway address, a likely duplicate.
 */
export function SignupFlags({ signup }: { signup: BrandSignupDocument }) {
  const repeats = signup.repeat_count ?? 0;
  const differences = signup.repeat_differences ?? [];
  const disposable = signup.flags?.disposable === true;
  const duplicateOf = signup.flags?.possibleDuplicateOf;
  if (repeats === 0 && !disposable && !duplicateOf) return null;
  return (
    <div className="signup-flags">
      <ul className="chips" aria-label="Flags">
        {disposable ? <li className="signup-flags__flag signup-flags__flag--warning">Throwaway address</li> : null}
        {duplicateOf ? (
          <li className="signup-flags__flag signup-flags__flag--warning">
            <DuplicateOf list="brand-signups" id={duplicateOf} />
          </li>
        ) : null}
        {repeats > 0 ? (
          <li className="signup-flags__flag">
            Signed up again {repeats === 1 ? "once" : `${repeats} times`}
            {signup.last_repeat_at ? `, last ${formatUkDateTime(signup.last_repeat_at)}` : ""}
          </li>
        ) : null}
      </ul>
      {differences.length > 0 ? (
        <details className="signup-flags__repeats">
          <summary>What the repeats submitted differently</summary>
          <ul>
            {differences.map((repeat) => (
              <li key={repeat.at}>
                {formatUkDateTime(repeat.at)}:{" "}
                {Object.entries(repeat.submitted)
                  .map(([field, value]) => `${FIELD_LABELS[field] ?? field} “${shown(value)}”`)
                  .join(", ")}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
