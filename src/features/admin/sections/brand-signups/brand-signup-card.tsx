import { useId } from "react";
import type { BrandSignupDocument, WithId } from "~/shared/documents";
import { formatUkDateTime } from "~/shared/london-time";
import { BRAND_SIGNUP_STATUSES } from "~/shared/constants";
import { BRAND_SIGNUP_STATUS_LABELS, emailListSummary, isBrandSignupStatus } from "./brand-signup-status";
import { AttributionFacts } from "../../shared/attribution-facts";
import { useDialogs } from "../../ui/dialogs";
import { SafeLink } from "../common/safe-link";
import { BrandSignupBadge } from "./brand-signup-badge";
import { BRAND_SIGNUP_MESSAGES } from "./messages";
import { NotesEditor } from "./notes-editor";
import { SignupFlags } from "./signup-flags";
import { useSignupActions } from "./use-signup-actions";
import { mailtoHref } from "~/shared/schemas/email-address";
import "~/components/ui/compact-field.css";
import { Fact } from "../../shared/fact";

function SignupFacts({ signup }: { signup: WithId<BrandSignupDocument> }) {
  return (
    <dl className="signup-card__facts">
      <Fact term="E-mail">
        <a href={mailtoHref(signup.email)}>{signup.email}</a>
      </Fact>
      {signup.website ? (
        <Fact term="Website">
          <SafeLink href={signup.website} />
        </Fact>
      ) : null}
      <Fact term="Signed up">{formatUkDateTime(signup.created_at)}</Fact>
      <div>
        <dt>Last change</dt>
        <dd data-testid="signup-updated-at" data-updated-at={signup.updated_at}>
          {formatUkDateTime(signup.updated_at)}
        </dd>
      </div>
      <Fact term="E-mail list">{emailListSummary(signup)}</Fact>
      <AttributionFacts record={signup} />
    </dl>
  );
}

/** The stage of the conversation and the meeting flag, saved as they change. */
function SignupControls({ actions }: { actions: ReturnType<typeof useSignupActions> }) {
  const statusId = useId();
  const meetingId = useId();
  return (
    <div className="signup-card__controls">
      <div className="compact-field signup-card__control">
        <label htmlFor={statusId}>Status</label>
        <select
          id={statusId}
          value={actions.status}
          onChange={(event) => isBrandSignupStatus(event.target.value) && void actions.setStatus(event.target.value)}
        >
          {BRAND_SIGNUP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BRAND_SIGNUP_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="signup-card__control signup-card__control--check">
        <input
          id={meetingId}
          type="checkbox"
          checked={actions.meeting}
          onChange={(event) => void actions.setMeeting(event.target.checked)}
        />
        <label htmlFor={meetingId}>Meeting booked</label>
      </div>
    </div>
  );
}

/** One brand sign-up: who, the stage the conversation is at, the meeting flag and the notes. */
export function BrandSignupCard({ signup }: { signup: WithId<BrandSignupDocument> }) {
  const actions = useSignupActions(signup);
  const dialogs = useDialogs();
  const titleId = useId();
  return (
    <article className="signup-card" aria-labelledby={titleId} aria-busy={actions.deleting || undefined}>
      <header className="signup-card__header">
        <div>
          <h2 id={titleId} className="signup-card__name">
            {signup.name}
          </h2>
          <p className="signup-card__company">{signup.company_name}</p>
        </div>
        <BrandSignupBadge status={actions.status} />
      </header>
      <SignupFacts signup={signup} />
      <SignupFlags signup={signup} />
      <SignupControls actions={actions} />
      <NotesEditor signup={signup} />
      <footer className="signup-card__footer">
        <button
          type="button"
          className="btn btn--secondary admin-danger-button"
          aria-label={`Delete sign-up from ${signup.name}`}
          disabled={actions.deleting}
          onClick={async () => {
            const answer = await dialogs.confirm({
              title: "Delete sign-up",
              message: BRAND_SIGNUP_MESSAGES.confirmDelete,
              confirmLabel: "Delete",
              destructive: true,
            });
            if (answer) await actions.remove();
          }}
        >
          Delete
        </button>
      </footer>
    </article>
  );
}
