import { useEffect, useRef, useState, type FormEvent } from "react";
import { Field } from "~/components/form/field";
import { SignInFields } from "~/components/form/sign-in-fields";
import { SubmitButton } from "~/components/form/submit-button";
import type { SecondFactorChallenge } from "~/lib/backend";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { AdminTitle } from "../ui/section-header";
import "~/components/ui/card.css";
import "./shell.css";

/**
 * What a sign-in step came to: null when the panel opens; the message to show (`restart`: back to the
 * password step); or the account's second factor to answer next.
 */
export type SignInResult = null | { failure: string; restart?: boolean } | { secondFactor: SecondFactorChallenge };

const CODE_PATTERN = /^\d{6}$/;
const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";

export interface AdminSignInProps {
  /** The password step. */
  onSignIn: (credentials: SignInCredentials) => Promise<SignInResult>;
  /** The authenticator-code step (an account with multi-factor sign-in). */
  onVerifyCode: (challenge: SecondFactorChallenge, code: string) => Promise<SignInResult>;
  /** A message from before this form (an account that is not the admin was signed out). */
  notice: string | null;
  /** The session is still being restored. */
  waiting: boolean;
}

/** Back at the password step after the code step: the address typed, and why (if anything went wrong). */
interface PasswordAgain {
  email: string;
  message: string | null;
}

/**
 * The panel's sign-in form: e-mail and password, and the product's messages in one announced line; then,
 * for an account with multi-factor sign-in (docs/deploy.md), its authenticator app's code.
 */
export function AdminSignIn({ onSignIn, onVerifyCode, notice, waiting }: AdminSignInProps) {
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [again, setAgain] = useState<PasswordAgain | null>(null);
  const typedEmail = useRef("");

  const signIn = async (credentials: SignInCredentials): Promise<string | null> => {
    typedEmail.current = credentials.email;
    const result = await onSignIn(credentials);
    if (result === null) return null;
    if ("secondFactor" in result) {
      setFailure(null);
      setChallenge(result.secondFactor);
      return null;
    }
    return result.failure;
  };

  const backToPassword = (message: string | null) => {
    setChallenge(null);
    setFailure(null);
    setSubmitting(false);
    setAgain({ email: typedEmail.current, message });
  };

  /** Resolves to true when the code was refused and the step stays. */
  const verify = async (code: string): Promise<boolean> => {
    if (!challenge) return false;
    setSubmitting(true);
    setFailure(null);
    const result = await onVerifyCode(challenge, code);
    if (result === null) return false;
    if ("secondFactor" in result) {
      setSubmitting(false);
      setChallenge(result.secondFactor);
      return false;
    }
    if (result.restart) {
      backToPassword(result.failure);
      return false;
    }
    setSubmitting(false);
    setFailure(result.failure);
    return true;
  };

  return (
    <main id="main" className="admin-sign-in">
      <AdminTitle title="Sign in" />
      <div className="card admin-sign-in__card">
        <p className="eyebrow">Admin</p>
        <h1>Sign in to the admin panel</h1>
        {challenge ? (
          <CodeStep
            onVerify={verify}
            onStartAgain={() => backToPassword(null)}
            failure={failure}
            submitting={submitting}
          />
        ) : (
          <SignInFields
            idPrefix="admin-signin"
            emailAutoComplete="username"
            onSignIn={signIn}
            notice={again?.message ?? notice}
            disabled={waiting}
            initialEmail={again?.email}
          />
        )}
      </div>
    </main>
  );
}

interface CodeStepProps {
  /** Resolves to true when the code was refused (the field is selected for another try). */
  onVerify: (code: string) => Promise<boolean>;
  onStartAgain: () => void;
  failure: string | null;
  submitting: boolean;
}

/** The second step: the 6-digit code of the account's authenticator app (TOTP). */
function CodeStep({ onVerify, onStartAgain, failure, submitting }: CodeStepProps) {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  // Counts refused codes: once the field is enabled again, it is focused with the code selected.
  const [refused, setRefused] = useState(0);
  const error = invalid ? CODE_MESSAGE : failure;

  // The step replaces the password form: focus moves to its one field.
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    if (refused === 0 || submitting) return;
    input.current?.focus();
    input.current?.select();
  }, [refused, submitting]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Authenticator apps show the code as "123 456"; people paste it that way.
    const digits = code.replace(/\s+/g, "");
    if (!CODE_PATTERN.test(digits)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    if (await onVerify(digits)) setRefused((count) => count + 1);
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? "admin-signin-error" : undefined}>
      <Field
        id="admin-signin-code"
        label="Authentication code"
        hint="Open the authenticator app you set up for this account and enter the 6-digit code it shows."
        describedBy={error ? "admin-signin-error" : undefined}
        invalid={Boolean(error)}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            spellCheck={false}
            required
            disabled={submitting}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {error ? (
        <p id="admin-signin-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="admin-sign-in__actions">
        <SubmitButton busy={submitting} busyText="Checking code..." block>
          Verify code
        </SubmitButton>
        <button type="button" className="btn btn--secondary btn--block" onClick={onStartAgain} disabled={submitting}>
          Start again
        </button>
      </div>
    </form>
  );
}
