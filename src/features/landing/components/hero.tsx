import { Link } from "react-router";
import { paths } from "~/config/paths";
import { HERO } from "../content";
import { HeroCollage } from "./hero-collage";
import { HeroOrbit } from "./hero-orbit";
import { LogoMarquee } from "./logo-marquee";
import "../styles/hero.css";
import { Static } from "~/components/ui/static";

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <Static name="hero-copy" as="div" className="hero__copy">
          <p className="eyebrow hero__eyebrow">UK creators · TikTok &amp; Meta</p>
          <h1 id="hero-title" className="hero__title">
            {HERO.title}
          </h1>
          <p className="hero__subline">{HERO.subline}</p>
          <div className="hero__actions">
            <Link to={paths.brandSignup} className="btn btn--primary hero__cta">
              {HERO.primaryCta}
            </Link>
            <Link to={paths.brandSignup} className="btn btn--secondary hero__cta">
              {HERO.secondaryCta}
            </Link>
          </div>
        </Static>
      </div>
      <LogoMarquee />
      <div className="container hero__stage">
        <HeroCollage />
        <HeroOrbit />
      </div>
    </section>
  );
}
