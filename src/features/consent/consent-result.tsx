import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import "~/components/ui/card.css";
import "./consent.css";

export type ResultTone = "success" | "info" | "problem";

const TONE_MARKS: Record<ResultTone, string> = { success: "✓", info: "i", problem: "!" };

/**
 * The confirmation and unsubscribe pages' one card. The heading takes focus when the outcome
 * changes, so a screen reader hears the result.
 */
export function ConsentResult({
  tone,
  heading,
  children,
  actions,
}: {
  tone: ResultTone;
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [heading]);

  return (
    <section className="card-page consent-page container">
      <div className={`card consent-card consent-card--${tone}`}>
        <span className="consent-card__mark" aria-hidden="true">
          {TONE_MARKS[tone]}
        </span>
        <h1 ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {children}
        <div className="consent-card__actions">
          {actions ?? (
            <Link to={paths.home} className="btn btn--secondary">
              Go to the home page
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** The footer form on the home page, where a new confirmation e-mail can be asked for. */
export function SignUpAgainLink({ label = "Sign up again" }: { label?: string }) {
  return (
    <Link to={`${paths.home}#footer`} className="btn btn--primary">
      {label}
    </Link>
  );
}

export function WorkingNotice({ text }: { text: string }) {
  return (
    <section className="card-page consent-page container" aria-busy="true">
      <div className="card consent-card">
        <p role="status" className="consent-card__working">
          <span className="spinner" aria-hidden="true" />
          {text}
        </p>
      </div>
    </section>
  );
}
