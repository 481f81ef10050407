import { Suspense, lazy, useRef } from "react";
import { useFirstVisible } from "../hooks/use-first-visible";
import { SectionHeading } from "~/components/ui/section-heading";

const WhyBrands = lazy(() => import("./why-brands"));

/** Starts loading the section's chunk a little before it scrolls into view. */
const PRELOAD_MARGIN = "400px 0px";

/** product.md §P2–P3's lazily loaded section: heading in the page HTML, body fetched when the visitor gets near. */
export function LazyWhyBrands() {
  const ref = useRef<HTMLElement>(null);
  const near = useFirstVisible(ref, 0, PRELOAD_MARGIN);

  return (
    // `data-hydrate="near"`: on a prerendered page the page chrome starts the app as the section comes near, so its
    // body loads without a tap (src/app/public-page.ts).
    <section
      ref={ref}
      className="landing-section landing-section--dark"
      aria-labelledby="why-brands-title"
      data-hydrate="near"
    >
      <div className="container">
        <SectionHeading
          id="why-brands-title"
          eyebrow="Why brands choose us"
          title="Creators you can trust, terms you don't have to chase"
        />
        <div className="why-body">
          {/* Without JavaScript the body cannot load: the way on is still there. */}
          <noscript>
            <p className="why-body__noscript">
              <strong>Two ways to work with us:</strong> the self-serve platform at £35 a month, or a done-for-you
              campaign from £849. <a href="/prices">See pricing</a>
            </p>
          </noscript>
          {near ? (
            <Suspense fallback={<p className="why-body__loading">Loading…</p>}>
              <WhyBrands />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
