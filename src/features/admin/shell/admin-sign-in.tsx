import { useState } from "react";
import { Form, useZodForm } from "~/components/form/form";
import { Field } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { AdminTitle } from "../ui/section-header";
import "~/styles/forms.css";
import "./shell.css";

const loadSignInSchema = () => import("~/shared/schemas/sign-in").then((schemas) => schemas.signInSchema);

export interface AdminSignInProps {
  /** Signs in; resolves to null when the panel opens, or the message to show. */
  onSignIn: (credentials: SignInCredentials) => Promise<string | null>;
  /** A message from before this form (an account that is not the admin was signed out). */
  notice: string | null;
  /** The session is still being restored. */
  waiting: boolean;
}

/** The panel's sign-in form: e-mail and password, and SPEC's messages in one announced line. */
export function AdminSignIn({ onSignIn, notice, waiting }: AdminSignInProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm<SignInCredentials>({
    schema: loadSignInSchema,
    defaultValues: { email: "", password: "" },
    firstErrorOnly: true,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = errors.email?.message ?? errors.password?.message ?? failure ?? notice;

  const signIn = async (credentials: SignInCredentials) => {
    setSubmitting(true);
    setFailure(null);
    const message = await onSignIn(credentials);
    if (message !== null) {
      setFailure(message);
      setSubmitting(false);
    }
  };

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
