import { useSearchParams } from "react-router";
import { BRAND_NAME } from "~/shared/brand";
import { CONFIRMATION_LINK_DAYS } from "~/shared/consent";
import { ConsentResult, SignUpAgainLink, WorkingNotice } from "./consent-result";
import { useConfirmation } from "./use-consent-link";

/** /confirm-subscription?token=…: the link in the confirmation e-mail (double opt-in). */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <Confirmation key={token ?? ""} token={token} />;
}

function Confirmation({ token }: { token: string | null }) {
  const { state, retry } = useConfirmation(token);

  if (state.kind === "working" || state.kind === "idle") {
    return <WorkingNotice text="Confirming your subscription…" />;
  }
  if (state.kind === "failed") {
    return (
      <ConsentResult
        tone="problem"
        heading="We couldn't confirm your subscription"
        actions={
          <button type="button" className="btn btn--primary" onClick={retry}>
            Try again
          </button>
        }
      >
        <p>{state.message}</p>
      </ConsentResult>
    );
  }
  switch (state.outcome) {
    case "confirmed":
      return (
        <ConsentResult tone="success" heading="You're subscribed">
          <p>
            Thanks for confirming your e-mail address. You&rsquo;ll hear from {BRAND_NAME} about once a month with
            launch news and offers.
          </p>
          <p>Every e-mail we send has a link to unsubscribe.</p>
        </ConsentResult>
      );
    case "already_confirmed":
      return (
        <ConsentResult tone="info" heading="This link has already been used">
          <p>
            Your subscription was confirmed the first time this link was opened, so there&rsquo;s nothing more to do.
          </p>
        </ConsentResult>
      );
    case "unsubscribed":
      return (
        <ConsentResult tone="info" heading="You've unsubscribed" actions={<SignUpAgainLink />}>
          <p>
            You unsubscribed after this link was sent, so we won&rsquo;t send you marketing e-mails and this link
            doesn&rsquo;t sign you up again. To hear from us again, sign up with the form at the bottom of our home page
            and confirm the new e-mail we send.
          </p>
        </ConsentResult>
      );
    case "expired":
      return (
        <ConsentResult tone="problem" heading="This link has expired" actions={<SignUpAgainLink />}>
          <p>
            Confirmation links work for {CONFIRMATION_LINK_DAYS} days. Sign up again with the form at the bottom of our
            home page and we&rsquo;ll send you a new one.
          </p>
        </ConsentResult>
      );
    case "invalid":
      return (
        <ConsentResult tone="problem" heading="We don't recognise this link" actions={<SignUpAgainLink />}>
          <p>
            Part of the link may be missing. Open it straight from our e-mail, or sign up again and we&rsquo;ll send you
            a new one.
          </p>
        </ConsentResult>
      );
  }
}
