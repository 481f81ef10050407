import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Reveal } from "~/components/ui/reveal";
import { Static } from "~/components/ui/static";

export function FinalCta() {
  return (
    <Static name="final-cta" className="landing-section final-cta-section" aria-labelledby="final-cta-title">
      <div className="container">
        <Reveal className="final-cta">
          <h2 id="final-cta-title">Ready for UGC that pays for itself?</h2>
          <p>Join the waitlist today and get 3 months free access at launch.</p>
          <Link to={paths.brandSignup} className="btn final-cta__button">
            Book a Demo
          </Link>
        </Reveal>
      </div>
    </Static>
  );
}
