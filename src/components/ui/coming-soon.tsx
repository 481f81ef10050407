import { Link } from "react-router";
import { paths } from "~/config/paths";
import "./coming-soon.css";

/** The generic coming-soon page of product.md §P2–P3: a title and an optional message. */
export function ComingSoon({ title, message }: { title: string; message?: string }) {
  return (
    <section className="coming-soon container">
      <h1>{title}</h1>
      {message ? <p>{message}</p> : null}
      <Link to={paths.home} className="btn btn--secondary">
        Back to home
      </Link>
    </section>
  );
}
