import { pageMeta } from "~/lib/page-meta";
import "~/features/auth/auth-card.css";

export const meta = () => [
  ...pageMeta("Admin", "The back office for reviewing creator applications, brand sign-ups and messages.", "/admin"),
  { name: "robots", content: "noindex" },
];

export default function AdminPage() {
  return (
    <main id="main" className="auth-page container">
      <h1>Admin</h1>
      <p>The admin panel arrives with the admin issue.</p>
    </main>
  );
}
