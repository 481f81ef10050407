import { Link } from "react-router";
import { SignInFields } from "~/components/form/sign-in-fields";
import { paths } from "~/config/paths";
import { SecondFactorRequired } from "~/lib/backend";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { useGatedSession } from "./gated-session";
import "~/components/ui/card.css";
import "./auth-card.css";

const SECOND_FACTOR_ELSEWHERE = "This account signs in with an authentication code: use the admin sign-in at /admin.";

export function SignInForm() {
  const { session, auth, redirecting } = useGatedSession();

  const signIn = async ({ email, password }: SignInCredentials): Promise<string | null> => {
    try {
      if (!auth) throw new Error("Sign-in failed. Please try again.");
      await auth.signInWithEmail(email, password);
      // The gate moves a signed-in user on to /dashboard.
      return null;
    } catch (caught) {
      // Only the admin has a second factor (docs/deploy.md); its code is asked for at /admin.
      if (caught instanceof SecondFactorRequired) return SECOND_FACTOR_ELSEWHERE;
      return caught instanceof Error ? caught.message : "Sign-in failed. Please try again.";
    }
  };

  return (
    <div className="card auth-card">
      <h1>Sign in</h1>
      <SignInFields
        idPrefix="signin"
        emailAutoComplete="email"
        onSignIn={signIn}
        disabled={redirecting || session.status === "unknown"}
      />
      <p className="auth-card__footer">
        <Link to={paths.home}>Back to home</Link>
      </p>
    </div>
  );
}
