import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { CardPage, CardPageWorking } from "~/components/ui/card-page";
import { paths } from "~/config/paths";
import { SUPPORT_EMAIL } from "~/shared/brand";
import { DECISION_WITHIN_DAYS } from "~/shared/constants";
import type { ApplicationStatusAnswer } from "~/shared/application-status";
import { fileFacts, formatDay, formatWhen, STATUS_WORDS } from "./format";
import { useApplicationStatus } from "./use-application-status";
import "./application-status.css";

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
/** Where the "send me my link again" form is. */
const RESEND_FORM = `${paths.creatorSignup}#status-link`;

/**
 * /application-status?token=…: the applicant's private page, opened from the acknowledgement
 * e-mail. It shows what we hold and lets them withdraw; a link that does not work says only that.
 */
export function ApplicationStatusPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <ApplicationStatus key={token ?? ""} token={token} />;
}

function ApplicationStatus({ token }: { token: string | null }) {
  const { state, retry, withdraw, withdrawError } = useApplicationStatus(token);

  if (state.kind === "loading") {
    return <CardPageWorking pageClassName="status-page" className="status-card" text="Checking your link…" />;
  }
  if (state.kind === "failed") {
    return (
      <StatusCard heading="We couldn't load your application">
        <p role="alert" className="status-card__error">
          {state.message}
        </p>
        <div className="status-card__actions">
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        </div>
      </StatusCard>
    );
  }
  if (state.kind === "withdrawn") {
    return (
      <StatusCard heading="Your application has been withdrawn">
        <p>
          We have deleted your application and the videos you sent us. This link no longer opens anything. You are
          welcome to apply again at any time.
        </p>
        <div className="status-card__actions">
          <Link to={paths.home} className="btn btn--secondary">
            Go to the home page
          </Link>
        </div>
      </StatusCard>
    );
  }
  return (
    <Answer
      answer={state.answer}
      withdrawing={state.kind === "withdrawing"}
      onWithdraw={withdraw}
      error={withdrawError}
    />
  );
}

function Answer({
  answer,
  withdrawing,
  onWithdraw,
  error,
}: {
  answer: ApplicationStatusAnswer;
  withdrawing: boolean;
  onWithdraw: () => void;
  error: string | null;
}) {
  const [confirming, setConfirming] = useState(false);

  if (answer.outcome === "invalid") return <InvalidLink />;
  if (answer.outcome === "no_longer_on_file") return <NoLongerOnFile />;
  return (
    <StatusCard heading="Your application">
      <StatusFacts answer={answer} />
      <NextSteps answer={answer} />
      <h2>Changed your mind?</h2>
      <p>
        Withdrawing deletes your application and your videos at once. It cannot be undone, but you can apply again
        later.
      </p>
      {error ? (
        <p role="alert" className="status-card__error">
          {error}
        </p>
      ) : null}
      <div className="status-card__actions">
        <button
          type="button"
          className="btn status-btn--danger"
          onClick={() => setConfirming(true)}
          disabled={withdrawing}
        >
          {withdrawing ? "Withdrawing…" : "Withdraw my application"}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onWithdraw();
          }}
        />
      ) : null}
    </StatusCard>
  );
}

function InvalidLink() {
  return (
    <StatusCard heading="This link doesn't work">
      <p>
        It may be incomplete, out of date or no longer valid. Ask for a new link with the e-mail address you applied
        with, or write to {supportLink}.
      </p>
      <div className="status-card__actions">
        <Link to={RESEND_FORM} className="btn btn--primary">
          Send me my link again
        </Link>
      </div>
    </StatusCard>
  );
}

function NoLongerOnFile() {
  return (
    <StatusCard heading="Your application is no longer on file">
      <p>
        Status: <strong>no longer on file</strong>. We no longer hold this application or any of its videos, so there is
        nothing to show here. Questions? Write to {supportLink}.
      </p>
    </StatusCard>
  );
}

type FoundAnswer = Extract<ApplicationStatusAnswer, { outcome: "found" }>;

function StatusFacts({ answer }: { answer: FoundAnswer }) {
  const inReview = answer.status === "in_review";
  return (
    <dl className="status-facts">
      <div>
        <dt>Status</dt>
        <dd>
          <strong className={inReview ? "status-badge" : "status-badge status-badge--approved"}>
            {STATUS_WORDS[answer.status]}
          </strong>
        </dd>
      </div>
      <div>
        <dt>Arrived</dt>
        <dd>{formatWhen(answer.submittedAt)}</dd>
      </div>
      <div>
        <dt>Files received</dt>
        <dd>
          {answer.files.length === 0 ? (
            "No videos were attached."
          ) : (
            <ul className="status-files">
              {answer.files.map((file, index) => (
                <li key={`${index}-${file.name}`}>
                  <span className="status-files__name">{file.name}</span>
                  <span className="status-files__facts">{fileFacts(file)}</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  );
}

function NextSteps({ answer }: { answer: FoundAnswer }) {
  return (
    <>
      <h2>What happens next</h2>
      {answer.status === "in_review" ? (
        <p>
          Our team reviews every application by hand. We will e-mail you the outcome within {DECISION_WITHIN_DAYS} days
          {answer.decisionBy ? `, by ${formatDay(answer.decisionBy)}` : ""}.
        </p>
      ) : (
        <p>
          You are approved. You will be featured when we launch and start receiving briefs from UK brands; we will
          e-mail you before then.
        </p>
      )}
    </>
  );
}

function StatusCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <CardPage pageClassName="status-page" className="status-card" heading={heading}>
      {children}
    </CardPage>
  );
}

/** A native modal: the page behind is inert, Escape cancels, focus starts on the safe choice. */
function ConfirmDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
    element.querySelector<HTMLButtonElement>("button[data-safe]")?.focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="status-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onCancel}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h2 id={`${id}-title`}>Withdraw your application?</h2>
      <p id={`${id}-text`}>
        We will delete your application and every video you sent us straight away. This cannot be undone.
      </p>
      <div className="status-card__actions">
        <button type="button" className="btn btn--secondary" data-safe onClick={onCancel}>
          Keep my application
        </button>
        <button type="button" className="btn status-btn--danger" onClick={onConfirm}>
          Withdraw and delete
        </button>
      </div>
    </dialog>
  );
}
