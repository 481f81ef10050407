import { FinalCta } from "./components/final-cta";
import { Hero } from "./components/hero";
import { HowItWorksTabs } from "./components/how-it-works-tabs";
import { LazyWhyBrands } from "./components/lazy-why-brands";
import { SkipThe } from "./components/skip-the";
import { Stats } from "./components/stats";
import { UgcCarousel } from "./components/ugc-carousel";
import { UgcNeeds } from "./components/ugc-needs";
import "./styles/sections.css";

/** The brand landing page `/`: sections in product.md §P2–P3's order; banner, navigation and footer come from the layout. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <UgcNeeds />
      <LazyWhyBrands />
      <SkipThe />
      <HowItWorksTabs />
      <UgcCarousel />
      <Stats />
      <FinalCta />
    </>
  );
}
