import { useId, useState, type CSSProperties } from "react";
import { paths } from "~/config/paths";
import { estimateQuery } from "~/lib/attribution";
import {
  CREATOR_TIERS,
  MAX_CREATORS,
  MIN_CREATORS,
  SLIDER_MARKS,
  formatCredits,
  formatPence,
  quote,
  type CreatorTier,
} from "~/shared/pricing";

const TIER_ORDER: readonly CreatorTier[] = ["pro", "rising"];
const TIER_NOTES: Record<CreatorTier, string> = {
  pro: "Experienced creators with proven ad performance",
  rising: "Up-and-coming talent at half the credits",
};

/** Where a slider value sits along the track, for the visible mark labels. */
function markPosition(value: number): string {
  return `${((value - MIN_CREATORS) / (MAX_CREATORS - MIN_CREATORS)) * 100}%`;
}

// eslint-disable-next-line max-lines-per-function -- one block of form markup; its rules are in src/shared/pricing.ts (tested), so what is left is layout
export function CreditCalculator() {
  const id = useId();
  const [tier, setTier] = useState<CreatorTier>("pro");
  const [count, setCount] = useState(5);
  const result = quote(tier, count);

  return (
    <section className="credit-calculator container" aria-labelledby={`${id}-heading`}>
      <div className="credit-calculator__intro">
        <p className="eyebrow">Credits</p>
        <h2 id={`${id}-heading`}>Work out your creator credits</h2>
        <p>
          One credit books one Pro creator or two Rising Stars. Book more creators and save: 5% off from 5, 10% from 10
          and 15% from 20.
        </p>
      </div>
      <div className="credit-calculator__panel">
        <fieldset className="tier-toggle">
          <legend className="credit-calculator__label">Creator type</legend>
          <div className="tier-toggle__options">
            {TIER_ORDER.map((value) => (
              <label key={value} className="tier-toggle__option">
                <input
                  type="radio"
                  name={`${id}-tier`}
                  value={value}
                  checked={tier === value}
                  onChange={() => setTier(value)}
                />
                <span className="tier-toggle__text">
                  <strong>{CREATOR_TIERS[value].label}</strong>
                  <small>
                    {formatPence(CREATOR_TIERS[value].pricePence)} · {formatCredits(CREATOR_TIERS[value].credits)}
                  </small>
                </span>
              </label>
            ))}
          </div>
          <p className="tier-toggle__note">{TIER_NOTES[tier]}</p>
        </fieldset>

        <div className="creator-count">
          <div className="creator-count__header">
            <label htmlFor={`${id}-count`} className="credit-calculator__label">
              Number of creators
            </label>
            <output htmlFor={`${id}-count`} className="creator-count__value">
              {count} {count === 1 ? "creator" : "creators"}
            </output>
          </div>
          <input
            id={`${id}-count`}
            className="creator-count__slider"
            type="range"
            min={MIN_CREATORS}
            max={MAX_CREATORS}
            step={1}
            value={count}
            list={`${id}-marks`}
            aria-valuetext={`${count} ${count === 1 ? "creator" : "creators"}`}
            onChange={(event) => setCount(Number(event.target.value))}
            style={{ "--fill": markPosition(count) } as CSSProperties}
          />
          <datalist id={`${id}-marks`}>
            {SLIDER_MARKS.map((mark) => (
              <option key={mark} value={mark} label={String(mark)} />
            ))}
          </datalist>
          <div className="creator-count__marks" aria-hidden="true">
            {[MIN_CREATORS, ...SLIDER_MARKS].map((mark) => (
              <span key={mark} style={{ left: markPosition(mark) }}>
                {mark}
              </span>
            ))}
          </div>
        </div>

        <dl className="credit-summary" aria-live="polite" aria-atomic="true" data-testid="credit-summary">
          <div>
            <dt>Price per creator</dt>
            <dd data-testid="unit-price">{formatPence(result.unitPence)}</dd>
          </div>
          <div>
            <dt>Credits</dt>
            <dd data-testid="credits">{formatCredits(result.credits)}</dd>
          </div>
          <div>
            <dt>Discount</dt>
            <dd>{result.discountPercent > 0 ? `${result.discountPercent}% off` : "None yet"}</dd>
          </div>
          <div className="credit-summary__total">
            <dt>Total</dt>
            <dd data-testid="total-price">{formatPence(result.totalPence)}</dd>
          </div>
        </dl>
        {/* The estimate goes in the link's address, not on the device: the sign-up sends it (src/lib/attribution.ts). */}
        <a
          className="btn btn--primary credit-calculator__cta"
          href={`${paths.brandSignup}${estimateQuery(tier, count)}`}
        >
          Join the waitlist with this estimate
        </a>
      </div>
    </section>
  );
}
