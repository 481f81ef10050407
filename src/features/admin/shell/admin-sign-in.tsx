import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useZodForm } from "~/components/form/form";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import type { SecondFactorChallenge } from "~/lib/backend";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { AdminTitle } from "../ui/section-header";
import "~/styles/forms.css";
import "./shell.css";

const loadSignInSchema = () => import("~/shared/schemas/sign-in").then((schemas) => schemas.signInSchema);

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

/**
 * The panel's sign-in form: e-mail and password, and SPEC's messages in one announced line; then,
 * for an account with multi-factor sign-in (docs/deploy.md), its authenticator app's code.
 */
export function AdminSignIn({ onSignIn, onVerifyCode, notice, waiting }: AdminSignInProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  // Counts returns to the password step, each of which puts focus on the password field.
  const [backToPassword, setBackToPassword] = useState(0);
  const form = useZodForm<SignInCredentials>({
    schema: loadSignInSchema,
    defaultValues: { email: "", password: "" },
    firstErrorOnly: true,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = errors.email?.message ?? errors.password?.message ?? failure ?? notice;

  useEffect(() => {
    if (backToPassword > 0) form.setFocus("password");
  }, [backToPassword, form]);

  /** Applies a step's result; returns true when it failed and the form stays. */
  const settle = (result: SignInResult): boolean => {
    if (result === null) return false;
    setSubmitting(false);
    if ("secondFactor" in result) {
      setChallenge(result.secondFactor);
      return false;
    }
    setFailure(result.failure);
    if (result.restart && challenge) {
      setChallenge(null);
      form.setValue("password", "");
      setBackToPassword((count) => count + 1);
    }
    return true;
  };

  const signIn = async (credentials: SignInCredentials) => {
    setSubmitting(true);
    setFailure(null);
    settle(await onSignIn(credentials));
  };

  const verify = async (code: string) => {
    if (!challenge) return false;
    setSubmitting(true);
    setFailure(null);
    return settle(await onVerifyCode(challenge, code));
  };

  const startAgain = () => {
    setChallenge(null);
    setFailure(null);
    form.setValue("password", "");
    setBackToPassword((count) => count + 1);
  };

  if (challenge) {
    return (
      <main id="main" className="admin-sign-in">
        <AdminTitle title="Sign in" />
        <div className="admin-sign-in__card">
          <p className="eyebrow">Admin</p>
          <h1>Sign in to the admin panel</h1>
          <CodeStep onVerify={verify} onStartAgain={startAgain} failure={failure} submitting={submitting} />
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="admin-sign-in">
      <AdminTitle title="Sign in" />
      <div className="admin-sign-in__card">
        <p className="eyebrow">Admin</p>
        <h1>Sign in to the admin panel</h1>
        <Form
          form={form}
          onSubmit={signIn}
          onInvalid={() => setFailure(null)}
          preloadOnFocus
          aria-describedby={error ? "admin-signin-error" : undefined}
        >
          <Field id="admin-signin-email" label="Email address">
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="username"
                disabled={submitting}
                required
                {...form.register("email")}
              />
            )}
          </Field>
          <Field id="admin-signin-password" label="Password">
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                disabled={submitting}
                required
                {...form.register("password")}
              />
            )}
          </Field>
          {error ? (
            <p id="admin-signin-error" className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <SubmitButton busy={submitting} busyText="Signing in..." disabled={waiting} block>
            Sign in
          </SubmitButton>
        </Form>
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
