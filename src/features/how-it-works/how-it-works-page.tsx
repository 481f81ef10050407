import { useEffect } from "react";
import { useLocation } from "react-router";
import { BRAND_NAME } from "~/shared/brand";
import { BrandSection, BRANDS_ID } from "./brand-section";
import { CreatorSection, CREATORS_ID } from "./creator-section";
import "./how-it-works.css";

export function HowItWorksPage() {
  const { key } = useLocation();
  useEffect(() => {
    // The site scrolls to the top on every route change; a link to one audience should still land on it. On the
    // page the visitor landed on, the browser has done that already, before this code (an island) arrived.
    if (key === "default") return;
    const target = window.location.hash.slice(1);
    if (target === BRANDS_ID || target === CREATORS_ID) document.getElementById(target)?.scrollIntoView();
  }, [key]);

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
