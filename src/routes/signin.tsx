import { pageMeta } from "~/lib/page-meta";
import { SignInForm } from "~/features/auth/sign-in-form";
import "~/features/auth/auth-card.css";

export const meta = () => pageMeta("Sign in", "Sign in to your account.", "/signin");

export default function SignInPage() {
  return (
    <section className="auth-page container">
      <SignInForm />
    </section>
  );
}
