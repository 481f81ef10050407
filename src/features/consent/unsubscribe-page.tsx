import { useSearchParams } from "react-router";
import { BRAND_NAME, SUPPORT_EMAIL } from "~/shared/brand";
import { ConsentResult } from "./consent-result";
import { useUnsubscribe } from "./use-consent-link";

const supportLink = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/**
 * /unsubscribe?token=…: the link in every marketing e-mail. Opening it only asks; the button
 * unsubscribes, without signing in. (Mail clients use the one-click POST instead, RFC 8058.)
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <Unsubscribe key={token ?? ""} token={token} />;
}

function Unsubscribe({ token }: { token: string | null }) {
  const { state, unsubscribe } = useUnsubscribe(token);

  if (state.kind === "idle" || state.kind === "working" || state.kind === "failed") {
    const working = state.kind === "working";
    return (
      <ConsentResult
        tone="info"
        heading={`Unsubscribe from ${BRAND_NAME} e-mails?`}
        actions={
          <button type="button" className="btn btn--primary" onClick={unsubscribe} disabled={working}>
            {working ? "Unsubscribing..." : "Unsubscribe"}
          </button>
        }
      >
        <p>You&rsquo;ll stop getting our newsletter and launch updates at this address.</p>
        {state.kind === "failed" ? (
          <p role="alert" className="consent-card__error">
            {state.message}
          </p>
        ) : null}
      </ConsentResult>
    );
  }
  switch (state.outcome) {
    case "unsubscribed":
      return (
        <ConsentResult tone="success" heading="You're unsubscribed">
          <p>
            You won&rsquo;t get any more marketing e-mails from {BRAND_NAME}. Changed your mind? You can sign up again
            at any time.
          </p>
        </ConsentResult>
      );
    case "already_unsubscribed":
      return (
        <ConsentResult tone="info" heading="You're already unsubscribed">
          <p>This address was unsubscribed before, so there&rsquo;s nothing more to do.</p>
        </ConsentResult>
      );
    case "expired":
      return (
        <ConsentResult tone="problem" heading="This link has expired">
          <p>
            Use the unsubscribe link in a more recent e-mail from us, or write to {supportLink} and we&rsquo;ll take you
            off the list.
          </p>
        </ConsentResult>
      );
    case "invalid":
      return (
        <ConsentResult tone="problem" heading="We don't recognise this link">
          <p>
            Part of the link may be missing. Open it straight from our e-mail, or write to {supportLink} and we&rsquo;ll
            take you off the list.
          </p>
        </ConsentResult>
      );
  }
}
