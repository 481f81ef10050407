import { Link } from "react-router";
import { paths } from "~/config/paths";
import { Reveal } from "~/components/ui/reveal";
import { WHY_BRANDS } from "../content";

/** Body of the lazily loaded section; its heading is rendered up front by `LazyWhyBrands`. */
export default function WhyBrands() {
  return (
    <>
      <ol className="why-list">
        {WHY_BRANDS.map((reason, index) => (
          <li key={reason.title}>
            <Reveal delay={index * 0.06} className="why-list__item">
              <span className="why-list__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </Reveal>
          </li>
        ))}
      </ol>
      <div className="why-pricing">
        <p>
          <strong>Two ways to work with us:</strong> the self-serve platform at £35 a month, or a done-for-you campaign
          from £849.
        </p>
        <Link to={paths.prices} className="btn btn--secondary why-pricing__link">
          See pricing
        </Link>
      </div>
    </>
  );
}
