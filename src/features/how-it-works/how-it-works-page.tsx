import { useSectionFromHash } from "~/components/layout/use-section-from-hash";
import { BRAND_NAME } from "~/shared/brand";
import { BrandSection, BRANDS_ID } from "./brand-section";
import { CreatorSection, CREATORS_ID } from "./creator-section";
import "./how-it-works.css";

const SECTIONS = [BRANDS_ID, CREATORS_ID] as const;

export function HowItWorksPage() {
  useSectionFromHash(SECTIONS);

  return (
    <>
      <div className="hiw">
        <header className="hiw-hero">
          <div className="container">
            <p className="eyebrow">How it works</p>
            <h1>From brief to ready-to-run ads</h1>
            <p className="hiw-hero__lead">
              {BRAND_NAME} brings UK creators, AI and performance insights together in one place. Here is how it works
              for brands and for creators.
            </p>
            <nav className="hiw-jump" aria-label="On this page">
              <a href={`#${BRANDS_ID}`} className="hiw-jump__link">
                For brands
              </a>
              <a href={`#${CREATORS_ID}`} className="hiw-jump__link">
                For creators
              </a>
            </nav>
          </div>
        </header>
        <BrandSection />
        <CreatorSection />
      </div>
    </>
  );
}
