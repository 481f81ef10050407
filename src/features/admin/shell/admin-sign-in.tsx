import { SignInFields } from "~/components/form/sign-in-fields";
import type { SignInCredentials } from "~/shared/schemas/sign-in";
import { AdminTitle } from "../ui/section-header";
import "./shell.css";

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
  return (
    <main id="main" className="admin-sign-in">
      <AdminTitle title="Sign in" />
      <div className="admin-sign-in__card">
        <p className="eyebrow">Admin</p>
        <h1>Sign in to the admin panel</h1>
        <SignInFields
          idPrefix="admin-signin"
          emailAutoComplete="username"
          onSignIn={onSignIn}
          notice={notice}
          disabled={waiting}
        />
      </div>
    </main>
  );
}
