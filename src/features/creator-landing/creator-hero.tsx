import { Link } from "react-router";
import { paths } from "~/config/paths";
import { CREATOR_PAY_POUNDS } from "./creator-offer";
import { Static } from "~/components/ui/static";

export function CreatorHero() {
  return (
    <Static name="creator-hero" className="creator-hero" aria-labelledby="creator-hero-heading">
      <div className="container creator-hero__grid">
        <div className="creator-hero__copy">
          <p className="creator-hero__eyebrow">For UK creators</p>
          <h1 id="creator-hero-heading">
            Get paid to make videos for brands you <span className="creator-hero__highlight">actually like</span>
          </h1>
          <p className="creator-hero__lede">
            Join a vetted network of UK creators making short-form content for TikTok and Meta. Earn up to £
            {CREATOR_PAY_POUNDS.pro} per video, pick the briefs that suit you, and get featured when we launch.
          </p>
          <div className="creator-hero__actions">
            <Link to={paths.creatorSignup} className="btn creator-hero__cta">
              Apply now
            </Link>
            <a href="#creator-steps" className="btn creator-hero__secondary">
              See how it works
            </a>
          </div>
          <ul className="creator-hero__proof">
            <li>Free to apply</li>
            <li>Hear back within 7 days</li>
            <li>UK-based, 18+</li>
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </Static>
  );
}

/** A phone mock-up drawn in CSS, so the hero needs no image download. */
function HeroIllustration() {
  return (
    <div className="creator-hero__art" aria-hidden="true">
      <div className="hero-phone">
        <div className="hero-phone__screen">
          <span className="hero-phone__tag">● REC</span>
          <span className="hero-phone__caption">“Honestly the best thing I bought this month…”</span>
          <span className="hero-phone__bar" />
        </div>
      </div>
      <div className="hero-chip hero-chip--earn">
        <strong>+£{CREATOR_PAY_POUNDS.pro}.00</strong>
        <span>Video approved</span>
      </div>
      <div className="hero-chip hero-chip--brief">
        <strong>New brief</strong>
        <span>Skincare · TikTok</span>
      </div>
      <div className="hero-chip hero-chip--tier">
        <strong>Pro creator</strong>
        <span>★★★★★</span>
      </div>
    </div>
  );
}
