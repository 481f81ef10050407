import { Link } from "react-router";
import { BOOKING_URL } from "~/shared/brand";
import { paths } from "~/config/paths";
import { LegalTable } from "../components/legal-table";
import { SupportEmailLink } from "../components/support-email-link";
import type { LegalSection } from "../components/types";

const ICO_COMPLAINTS_URL = "https://ico.org.uk/make-a-complaint/";
const GOOGLE_PRIVACY_URL = "https://policies.google.com/privacy";
const GOOGLE_TERMS_URL = "https://policies.google.com/terms";
const BOOKING_HOST = new URL(BOOKING_URL).hostname;

const RETENTION_COLUMNS = [
  { key: "record", label: "Record" },
  { key: "period", label: "How long we keep it" },
] as const;

const RETENTION = [
  { id: "payments", record: "Payment and campaign records", period: "Up to 6 years after the campaign ends" },
  { id: "accounts", record: "Client and creator accounts", period: "While the account is open, then up to 12 months" },
  {
    id: "rejected",
    record: "Rejected creator applications",
    period: "Deleted, together with the uploaded videos, when the application is rejected",
  },
  {
    id: "pending",
    record: "Pending and accepted creator applications",
    period: "Until a decision, then for as long as you are in our creator network",
  },
  {
    id: "waitlist",
    record: "Brand waitlist sign-ups and call notes",
    period: "Until launch, or until you unsubscribe or ask us to delete them, if sooner",
  },
  { id: "newsletter", record: "Newsletter subscriptions", period: "Until you unsubscribe" },
  { id: "contact", record: "Contact messages", period: "Up to 2 years after our last reply" },
  { id: "logs", record: "Security and sign-in logs", period: "Up to 12 months" },
] as const;

/** Sections 5–13 of the Privacy Policy: sharing, transfers, retention, age, rights and contact. */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-share-with",
    title: "Who we share data with",
    content: (
      <>
        <p>
          We never sell personal data. We share it only with service providers who process it for us under contract:
        </p>
        <ul>
          <li>
            <strong>Google Firebase</strong> (Google Cloud) — website hosting, sign-in, our database and the storage of
            uploaded videos;
          </li>
          <li>
            <strong>Google reCAPTCHA</strong> — the invisible bot check on our newsletter, waitlist, contact and creator
            application forms and on the request for an application’s status link. reCAPTCHA is subject to Google’s{" "}
            <a href={GOOGLE_PRIVACY_URL}>Privacy Policy</a> and <a href={GOOGLE_TERMS_URL}>Terms of Service</a>;
          </li>
          <li>
            <strong>our e-mail provider</strong> — sending application outcomes, replies and newsletters;
          </li>
          <li>
            <strong>our booking and calendar provider</strong> ({BOOKING_HOST}) — when you book a call with us;
          </li>
          <li>
            <strong>a card payment provider</strong> — once the platform launches, to take payments for credits and pay
            creators. We never see or store full card numbers.
          </li>
        </ul>
        <p>
          When a client books a creator, we share what each needs for the project (such as names and the brief). We may
          also disclose data where the law requires it or to protect our rights.
        </p>
      </>
    ),
  },
  {
    id: "international-transfers",
    title: "International transfers",
    content: (
      <p>
        Some of our providers, including Google, may process data outside the UK, for example in the European Economic
        Area or the United States. Where they do, the transfer is protected by UK adequacy regulations (including the UK
        Extension to the EU–US Data Privacy Framework) or by the UK International Data Transfer Addendum to the standard
        contractual clauses.
      </p>
    ),
  },
  {
    id: "data-retention",
    title: "How long we keep data",
    content: (
      <>
        <p>We keep personal data only as long as we need it:</p>
        <LegalTable caption="How long we keep each kind of record" columns={RETENTION_COLUMNS} rows={RETENTION} />
      </>
    ),
  },
  {
    id: "age-limit",
    title: "Age limit",
    content: (
      <p>
        Our services are for people aged 18 and over only. We do not knowingly collect data from anyone under 18; if we
        learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Under UK GDPR you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you;
          </li>
          <li>
            <strong>rectification</strong> — have inaccurate data corrected;
          </li>
          <li>
            <strong>erasure</strong> — have your data deleted;
          </li>
          <li>
            <strong>restriction</strong> — ask us to limit how we use it;
          </li>
          <li>
            <strong>portability</strong> — receive data you gave us in a reusable format;
          </li>
          <li>
            <strong>object</strong> to uses based on legitimate interests, and to direct marketing at any time;
          </li>
          <li>
            <strong>withdraw consent</strong> at any time, without affecting earlier use.
          </li>
        </ul>
        <p>
          To use any of these rights, e-mail <SupportEmailLink />. We reply within one month. If you are unhappy with
          how we handle your data, you can complain to the Information Commissioner’s Office (ICO) at{" "}
          <a href={ICO_COMPLAINTS_URL}>ico.org.uk/make-a-complaint</a> — we would appreciate the chance to help first.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <p>
        We use a small number of essential cookies and browser storage items, plus those set by Google reCAPTCHA when a
        form is protected. Our <Link to={paths.cookiePolicy}>Cookie Policy</Link> lists each one.
      </p>
    ),
  },
  {
    id: "security",
    title: "How we protect your data",
    content: (
      <p>
        Data is encrypted in transit and stored with Google Cloud, which encrypts it at rest. Access is limited to the
        people who need it, our administrator account is protected and every admin sign-in is logged, uploaded videos
        can only be added or removed by the person who uploaded them, and our forms are protected against automated
        abuse. No system is perfectly secure, so please tell us at once if you suspect a problem.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        We will update this policy when our services or the law change; the “Last updated” date above shows when. If a
        change is significant, we will tell you by e-mail or on the site.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions or requests about your personal data: e-mail <SupportEmailLink />.
      </p>
    ),
  },
];
