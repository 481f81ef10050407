import { useState } from "react";
import { Link } from "react-router";
import { Form, useZodForm } from "~/components/form/form";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { paths } from "~/config/paths";
import { SecondFactorRequired } from "~/lib/backend";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { useGatedSession } from "./gated-session";
import "~/styles/forms.css";
import "./auth-card.css";

const loadSignInSchema = () => import("~/shared/schemas/sign-in").then((schemas) => schemas.signInSchema);

const SECOND_FACTOR_ELSEWHERE = "This account signs in with an authentication code: use the admin sign-in at /admin.";

export function SignInForm() {
  const { session, auth, redirecting } = useGatedSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm<SignInCredentials>({
    schema: loadSignInSchema,
    defaultValues: { email: "", password: "" },
    // One form-level message, changed only by submitting; focus stays where it is.
    firstErrorOnly: true,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = errors.email?.message ?? errors.password?.message ?? failure;

  const signIn = async ({ email, password }: SignInCredentials) => {
    if (!auth) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await auth.signInWithEmail(email, password);
      // The gate moves a signed-in user on to /dashboard.
    } catch (caught) {
      // Only the admin has a second factor (docs/deploy.md); its code is asked for at /admin.
      setFailure(
        caught instanceof SecondFactorRequired
          ? SECOND_FACTOR_ELSEWHERE
          : caught instanceof Error
            ? caught.message
            : "Sign-in failed. Please try again.",
      );
      setSubmitting(false);
    }
  };

  const busy = submitting || redirecting || session.status === "unknown";

  return (
    <div className="auth-card">
      <h1>Sign in</h1>
      <Form
        form={form}
        onSubmit={signIn}
        onInvalid={() => setFailure(null)}
        preloadOnFocus
        aria-describedby={error ? "signin-error" : undefined}
      >
        <Field id="signin-email" label="Email address">
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              disabled={submitting}
              required
              {...form.register("email")}
            />
          )}
        </Field>
        <Field id="signin-password" label="Password">
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
          <p id="signin-error" className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <SubmitButton busy={submitting} busyText="Signing in..." disabled={busy} block>
          Sign in
        </SubmitButton>
      </Form>
      <p className="auth-card__footer">
        <Link to={paths.home}>Back to home</Link>
      </p>
    </div>
  );
}
