import { useEffect, useState } from "react";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { Field } from "./field";
import { Form, useZodForm } from "./form";
import { SubmitButton } from "./submit-button";
import "~/styles/forms.css";

const loadSignInSchema = () => import("~/shared/schemas/sign-in").then((schemas) => schemas.signInSchema);

export interface SignInFieldsProps {
  /** Prefix of the fields' and the message's ids (`signin` → `signin-email`, `signin-error`). */
  idPrefix: string;
  /** `username` where a password manager should file the address as the account's name. */
  emailAutoComplete: "email" | "username";
  /** Signs in; resolves to null when the page moves on (the form stays busy), or the message to show. */
  onSignIn: (credentials: SignInCredentials) => Promise<string | null>;
  /** A message from before this form, shown until the next failure. */
  notice?: string | null;
  /** The button is off, e.g. while the session is being restored. */
  disabled: boolean;
  /** An address already typed (a sign-in sent back to its password): kept, with focus on the password. */
  initialEmail?: string;
}

/**
 * The e-mail and password form of /signin and /admin: the product's messages in one announced line
 * (first failure only, changed only by submitting; focus stays where it is).
 */
export function SignInFields({
  idPrefix,
  emailAutoComplete,
  onSignIn,
  notice = null,
  disabled,
  initialEmail,
}: SignInFieldsProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useZodForm<SignInCredentials>({
    schema: loadSignInSchema,
    defaultValues: { email: initialEmail ?? "", password: "" },
    firstErrorOnly: true,
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const error = errors.email?.message ?? errors.password?.message ?? failure ?? notice;
  const errorId = `${idPrefix}-error`;

  useEffect(() => {
    if (initialEmail) form.setFocus("password");
  }, [initialEmail, form]);

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
    <Form
      form={form}
      onSubmit={signIn}
      onInvalid={() => setFailure(null)}
      preloadOnFocus
      aria-describedby={error ? errorId : undefined}
    >
      <Field id={`${idPrefix}-email`} label="Email address">
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete={emailAutoComplete}
            disabled={submitting}
            required
            {...form.register("email")}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-password`} label="Password">
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
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <SubmitButton busy={submitting} busyText="Signing in..." disabled={disabled} block>
        Sign in
      </SubmitButton>
    </Form>
  );
}
