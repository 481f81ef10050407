import { CLIENT_LOGOS, LOGO_SIZE } from "../content";
import { Static } from "~/components/ui/static";

/**
 * Two tracks scrolling in opposite directions, each holding the logo set twice so the CSS loop is seamless.
 * Only the very first set is announced; every repeat is hidden from assistive technology.
 */
export function LogoMarquee() {
  return (
    <Static name="logo-marquee" as="div" className="logo-marquee">
      <p className="logo-marquee__label" id="logo-marquee-label">
        Brands getting ready to launch with us
      </p>
      <div className="logo-marquee__tracks">
        {[0, 1].map((track) => (
          <div key={track} className={`logo-marquee__track logo-marquee__track--${track + 1}`}>
            {[0, 1].map((copy) => {
              const announced = track === 0 && copy === 0;
              return (
                <ul
                  key={copy}
                  className="logo-marquee__set"
                  aria-labelledby={announced ? "logo-marquee-label" : undefined}
                  aria-hidden={announced ? undefined : true}
                >
                  {CLIENT_LOGOS.map((logo) => (
                    <li key={logo.name}>
                      <img
                        src={logo.src}
                        alt={announced ? logo.name : ""}
                        width={LOGO_SIZE.width}
                        height={LOGO_SIZE.height}
                        decoding="async"
                      />
                    </li>
                  ))}
                </ul>
              );
            })}
          </div>
        ))}
      </div>
    </Static>
  );
}
