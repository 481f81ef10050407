import { lazy } from "react";
import { Island } from "~/components/ui/island";
import { FinalCta } from "./components/final-cta";
import { Hero } from "./components/hero";
import { HowItWorksTabs } from "./components/how-it-works-tabs";
import { LazyWhyBrands } from "./components/lazy-why-brands";
import { SkipThe } from "./components/skip-the";
import { Stats } from "./components/stats";
import { UgcNeeds } from "./components/ugc-needs";
// With the page, not the island: the prerendered carousel is styled before its chunk arrives.
import "./styles/carousel.css";
import "./styles/sections.css";

/**
 * An island: the prerendered page carries the carousel's markup, and hydrating it waits for this
 * chunk (Embla and the carousel), which keeps them out of the page's first load.
 */
const UgcCarousel = lazy(() => import("./components/ugc-carousel").then((module) => ({ default: module.UgcCarousel })));

/** The brand landing page `/`: sections in product.md §P2–P3's order; banner, navigation and footer come from the layout. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <UgcNeeds />
      <LazyWhyBrands />
      <SkipThe />
      <HowItWorksTabs />
      <Island name="carousel">
        <UgcCarousel />
      </Island>
      <Stats />
      <FinalCta />
    </>
  );
}
