import { Reveal } from "~/components/ui/reveal";
import { WHY_BRANDS } from "../content";

/** Body of the lazily loaded section; its heading and its way on to pricing are rendered up front by `LazyWhyBrands`. */
export default function WhyBrands() {
  return (
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
  );
}
