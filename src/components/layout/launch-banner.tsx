import { Link } from "react-router";
import { paths } from "~/config/paths";
import "./launch-banner.css";

export function LaunchBanner() {
  return (
    <aside className="launch-banner" aria-label="Launch announcement">
      <p>
        <span className="launch-banner__tag">Pre-launch</span> Brands: get free early access.{" "}
        <Link to={paths.brandSignup}>Sign up now</Link>
        <span className="launch-banner__divider" aria-hidden="true">
          ·
        </span>
        Creators: get ready to be featured at launch. <Link to={paths.creatorSignup}>Get Featured</Link>
      </p>
    </aside>
  );
}
