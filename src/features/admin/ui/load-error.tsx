import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { BackendError } from "~/lib/backend";
import { adminPaths } from "../admin-paths";
import { useAdminSession } from "../shared/admin-context";
import { useExpiredSignIn } from "../shared/sign-in-window";
import "./panel.css";

const SIGN_IN_EXPIRED = "Your sign-in has expired: the admin panel asks you to sign in again every 12 hours.";

/**
 * A screen that could not load. A sign-in past its 12 hours says so, with "Sign in again": reloading
 * would only be refused again. Any other failure shows the product's `message`, announced, with a
 * Retry that reloads the page (docs/product.md §P8.2.4), so the panel starts again from the server.
 */
export function LoadError({ error, message }: { error: unknown; message: string }) {
  const expired = useExpiredSignIn(error);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  if (expired === null) return <p role="status">Checking your sign-in…</p>;
  if (expired) return <SignInExpired />;
  // The address's own filters were refused (an unknown status, a broken cursor): reloading would only refuse them
  // again, so the screen offers itself without them.
  const refusedAddress = error instanceof BackendError && error.status === 400 && search !== "";
  return (
    <div className="admin-load-error" role="alert">
      <p className="admin-load-error__message">{message}</p>
      {refusedAddress ? (
        <button type="button" className="btn btn--primary" onClick={() => navigate(pathname, { replace: true })}>
          Clear filters
        </button>
      ) : null}
      <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}

function SignInExpired() {
  const { signOut } = useAdminSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signInAgain = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Signed out or not, the sign-in page is where the admin goes next.
    } finally {
      setSigningOut(false);
    }
    navigate(adminPaths.home, { replace: true });
  };
  return (
    <div className="admin-load-error" role="alert">
      <p className="admin-load-error__message">{SIGN_IN_EXPIRED}</p>
      <button type="button" className="btn btn--primary" onClick={signInAgain} disabled={signingOut}>
        Sign in again
      </button>
    </div>
  );
}
