import { Suspense, lazy, useRef } from "react";
import { Link } from "react-router";
import { useFirstVisible } from "../hooks/use-first-visible";
import { IslandBoundary } from "~/components/ui/island-boundary";
import { SectionHeading } from "~/components/ui/section-heading";
import { paths } from "~/config/paths";

const WhyBrands = lazy(() => import("./why-brands"));

/** Starts loading the section's chunk a little before it scrolls into view. */
const PRELOAD_MARGIN = "400px 0px";

/**
 * product.md §P2–P3's lazily loaded section: heading and the way on to pricing in the page HTML, the list of reasons
 * fetched when the visitor gets near.
 */
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
          {near ? (
            // A list whose code cannot load leaves the rest of the page as it is, and says so here.
            <IslandBoundary
              fallback={
                <p className="why-body__note why-body__note--failed">
                  This part of the page could not load: reload the page to see it.
                </p>
              }
            >
              <Suspense fallback={<p className="why-body__note">Loading…</p>}>
                <WhyBrands />
              </Suspense>
            </IslandBoundary>
          ) : null}
        </div>
        {/* In the page's HTML, so the way on to pricing is there (and in Tab order) before the body loads, or without
            JavaScript, and the body arriving above it never takes it from under the focus. */}
        <div className="why-pricing">
          <p>
            <strong>Two ways to work with us:</strong> the self-serve platform at £35 a month, or a done-for-you
            campaign from £849.
          </p>
          <Link to={paths.prices} className="btn btn--secondary why-pricing__link">
            See pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
