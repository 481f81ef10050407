import type { ReactNode } from "react";
import { Link } from "react-router";
import { BRAND_NAME, SOCIAL_LINKS } from "~/shared/brand";
import { paths } from "~/config/paths";
import { Logo } from "~/components/ui/logo";
import { FOOTER_ID } from "./footer-constants";
import "./footer.css";

const FOOTER_LINKS = [
  { to: paths.prices, label: "Pricing" },
  { to: paths.howItWorks, label: "How it works" },
  { to: paths.terms, label: "Terms of Use" },
  { to: paths.contact, label: "Contact" },
  { to: paths.privacyPolicy, label: "Privacy Policy" },
  { to: paths.cookiePolicy, label: "Cookie Policy" },
] as const;

/** The site footer; the app layer fills in the newsletter and cookie-settings slots. */
export function Footer({ newsletter, cookieSettings }: { newsletter: ReactNode; cookieSettings: ReactNode }) {
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
        {newsletter}
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
        {cookieSettings}
        <p>
          © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
