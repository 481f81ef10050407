import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { useGatedSession } from "./gated-session";

export function SignInForm() {
  const { session, auth, redirecting } = useGatedSession();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!auth) return;
    if (!email.trim() || !password) {
      setError("Please enter your email address and password.");
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await auth.signInWithEmail(email, password);
      // The gate moves a signed-in user on to /dashboard.
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Sign-in failed. Please try again.");
      setSubmitting(false);
    }
  };

  const busy = submitting || redirecting || session.status === "unknown";

  return (
    <div className="auth-card">
      <h1>Sign in</h1>
      <form onSubmit={onSubmit} noValidate aria-describedby={error ? "signin-error" : undefined}>
        <div className="field">
          <label htmlFor="signin-email">Email address</label>
          <input
            id="signin-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={submitting}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="signin-password">Password</label>
          <input
            id="signin-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={submitting}
            required
          />
        </div>
        {error ? (
          <p id="signin-error" className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {submitting ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to={paths.home}>Back to home</Link>
      </p>
    </div>
  );
}
