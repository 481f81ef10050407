import { Link } from "react-router";
import { BRAND_NAME } from "~/shared/brand";
import { paths } from "~/config/paths";
import { CONSENT_COOKIE } from "~/lib/consent-state";
import { LegalPage } from "../components/legal-page";
import { LegalTable } from "../components/legal-table";
import { SupportEmailLink } from "../components/support-email-link";
import type { LegalDate, LegalSection } from "../components/types";
import { STORED_ITEMS } from "./cookie-list";

export const COOKIE_POLICY_LAST_UPDATED: LegalDate = { iso: "2026-11-28", label: "28 November 2026" };

const COLUMNS = [
  { key: "name", label: "Name" },
  { key: "purpose", label: "Purpose" },
  { key: "type", label: "Type" },
  { key: "duration", label: "Duration" },
] as const;

const ROWS = STORED_ITEMS.map((item) => ({
  id: item.id,
  name: <code>{item.name}</code>,
  purpose: (
    <>
      {item.purpose} <span className="cookie-policy__set-by">Set by: {item.setBy}.</span>
    </>
  ),
  type: item.type,
  duration: item.duration,
}));

export const COOKIE_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: "what-are-cookies",
    title: "What cookies are",
    content: (
      <p>
        Cookies are small text files a website saves in your browser. Sites can also keep information in browser storage
        such as localStorage and IndexedDB. We use both only where the site needs them to work or to stay secure.
      </p>
    ),
  },
  {
    id: "cookies-we-use",
    title: "Cookies and storage we use",
    content: (
      <>
        <p>This is the complete list of cookies and storage items that can be set when you use {BRAND_NAME}:</p>
        <LegalTable caption="Cookies and browser storage used on this site" columns={COLUMNS} rows={ROWS} />
      </>
    ),
  },
  {
    id: "no-tracking",
    title: "No analytics or advertising cookies",
    content: (
      <>
        <p>
          We do not set analytics, advertising or social-media tracking cookies, and we do not let third parties track
          you across other sites through ours. If that ever changes, we will update this policy and ask for your consent
          first.
        </p>
        <p>
          The one measurement item is our own: if you accept cookies, your browser keeps how you first and last arrived
          at our site (the campaign tags of the link, the name of the site that sent you and the page you landed on) in
          localStorage, and a form you send says so, so we know which of our campaigns work. It never leaves your
          browser except with a form you send, and declining deletes it. Without your consent, a form records only what
          its own page carries. A price estimate from our pricing page travels in the link to the waitlist, not in
          storage.
        </p>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Changing your choice",
    content: (
      <>
        <p>
          When you first visit, a banner asks you to accept or decline cookies. Declining keeps only the essential items
          above. Google reCAPTCHA’s items are involved only when you start filling in one of the forms it protects.
        </p>
        <p>
          To change your answer at any time, choose <strong>Cookie settings</strong> at the bottom of any page and the
          banner will ask again. You can also delete the <code>{CONSENT_COOKIE}</code> cookie (or all of this site’s
          data) in your browser settings. Your browser’s help pages explain how to view, block and delete cookies;
          blocking essential ones may stop parts of the site working.
        </p>
      </>
    ),
  },
  {
    id: "more-information",
    title: "More information",
    content: (
      <p>
        Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle personal data, including data
        collected by reCAPTCHA. Questions about cookies? E-mail <SupportEmailLink />.
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      lastUpdated={COOKIE_POLICY_LAST_UPDATED}
      intro={
        <p>Which cookies and browser storage {BRAND_NAME} uses, why, for how long, and how to change your choice.</p>
      }
      sections={COOKIE_POLICY_SECTIONS}
    />
  );
}
