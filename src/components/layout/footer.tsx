import { Link, useMatches } from "react-router";
import { BRAND_NAME, SOCIAL_LINKS } from "~/config/brand";
import { paths } from "~/config/paths";
import { Logo } from "~/components/ui/logo";
import { CookieSettingsButton } from "~/features/cookie-consent/cookie-settings-button";
import { FOOTER_ID } from "./footer-constants";
import { NewsletterSlot, type NewsletterSetting } from "./newsletter-slot";
import "./footer.css";

const FOOTER_LINKS = [
  { to: paths.prices, label: "Pricing" },
  { to: paths.howItWorks, label: "How it works" },
  { to: paths.terms, label: "Terms of Use" },
  { to: paths.contact, label: "Contact" },
  { to: paths.privacyPolicy, label: "Privacy Policy" },
  { to: paths.cookiePolicy, label: "Cookie Policy" },
] as const;

/**
 * The newsletter form sits in the footer of the pages SPEC gives it (landing, creator, pricing),
 * which declare it with `handle.newsletter`; pages with a form of their own keep a single
 * e-mail field on screen.
 */
function useNewsletter(): NewsletterSetting | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { newsletter?: NewsletterSetting } | undefined;
    if (handle?.newsletter) return handle.newsletter;
  }
  return undefined;
}

export function Footer() {
  const newsletter = useNewsletter();
  return (
    <footer id={FOOTER_ID} className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo />
          <p>UK creators. Short-form video that sells, for TikTok and Meta.</p>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterSlot setting={newsletter} />
      </div>
      <div className="container site-footer__bottom">
        <ul className="site-footer__social" aria-label="Social media">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <CookieSettingsButton />
        <p>
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
