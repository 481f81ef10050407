import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardPage, CardPageWorking } from "~/components/ui/card-page";
import { paths } from "~/config/paths";
import "./consent.css";

export type ResultTone = "success" | "info" | "problem";

const TONE_MARKS: Record<ResultTone, string> = { success: "✓", info: "i", problem: "!" };

/**
 * The confirmation and unsubscribe pages' one card, its mark in the outcome's tone.
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
  const mark = (
    <span className="consent-card__mark" aria-hidden="true">
      {TONE_MARKS[tone]}
    </span>
  );
  return (
    <CardPage
      pageClassName="consent-page"
      className={`consent-card consent-card--${tone}`}
      heading={heading}
      decoration={mark}
    >
      {children}
      <div className="consent-card__actions">
        {actions ?? (
          <Link to={paths.home} className="btn btn--secondary">
            Go to the home page
          </Link>
        )}
      </div>
    </CardPage>
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
  return <CardPageWorking pageClassName="consent-page" className="consent-card" text={text} />;
}
