import { Link } from "react-router";
import { paths } from "~/config/paths";
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
      <p>
        The review panel is not open yet. If you need to reach the team, use the{" "}
        <Link to={paths.contact}>contact page</Link>.
      </p>
    </main>
  );
}
