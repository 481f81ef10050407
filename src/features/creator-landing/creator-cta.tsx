import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Static } from "~/components/ui/static";

export function CreatorCta() {
  return (
    <Static name="creator-cta" className="creator-cta container" aria-labelledby="creator-cta-heading">
      <div className="creator-cta__inner">
        <h2 id="creator-cta-heading">Ready to get featured at launch?</h2>
        <p>Applications take about five minutes. Bring 2–3 videos or your portfolio link.</p>
        <Link to={paths.creatorSignup} className="btn creator-cta__button">
          Start your application
        </Link>
      </div>
    </Static>
  );
}
