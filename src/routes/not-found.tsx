import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/config/paths";
import "~/components/ui/coming-soon.css";

export const meta = () => pageMeta("Page not found", "This page does not exist.", "/404");

export default function NotFoundPage() {
  return (
    <section className="coming-soon container">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p>We couldn&rsquo;t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <Link to={paths.home} className="btn btn--primary">
        Go to the home page
      </Link>
    </section>
  );
}
