import { BRAND_NAME } from "~/shared/brand";
import { LegalTable } from "../components/legal-table";
import { SupportEmailLink } from "../components/support-email-link";
import type { LegalSection } from "../components/types";

const BASIS_COLUMNS = [
  { key: "purpose", label: "Purpose" },
  { key: "data", label: "Data used" },
  { key: "basis", label: "Legal basis" },
] as const;

const BASES = [
  {
    id: "waitlist",
    purpose: "Running the brand waitlist and arranging discovery calls",
    data: "Name, company, e-mail, website, call booking",
    basis: "Legitimate interests (responding to your request to hear from us at launch)",
  },
  {
    id: "newsletter",
    purpose: "Sending newsletters and launch updates",
    data: "E-mail, newsletter choice",
    basis: "Consent — withdraw any time with the unsubscribe link",
  },
  {
    id: "application",
    purpose: "Reviewing creator applications and telling you the outcome",
    data: "Name, e-mail, postcode, links, niches, videos, referral source, confirmations",
    basis: "Steps at your request before entering a contract",
  },
  {
    id: "platform",
    purpose: "Providing accounts, bookings, payments and usage licences",
    data: "Account, campaign and payment records",
    basis: "Contract",
  },
  {
    id: "contact",
    purpose: "Answering contact messages",
    data: "Name, e-mail, message",
    basis: "Legitimate interests (replying to you)",
  },
  {
    id: "attribution",
    purpose: "Knowing which of our campaigns and channels bring brands and creators",
    data: "Campaign tags of the link you arrived by, the referring site’s name, the page you landed on, a brand’s price estimate",
    basis:
      "Legitimate interests (spending our marketing where it works); kept on your device only if you accept cookies",
  },
  {
    id: "security",
    purpose: "Protecting forms and accounts from spam, fraud and abuse",
    data: "reCAPTCHA signals, IP address, sign-in records",
    basis: "Legitimate interests (keeping the service secure)",
  },
  {
    id: "records",
    purpose: "Keeping tax, accounting and dispute records",
    data: "Payment and campaign records",
    basis: "Legal obligation",
  },
] as const;

/** Sections 1–4 of the Privacy Policy: who we are, what we collect, how and why we use it. */
export const PRIVACY_DATA_SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          {BRAND_NAME} is the controller of the personal data described in this policy, which means we decide how and
          why it is used. We follow the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act
          2018.
        </p>
        <p>
          For anything about your data, e-mail <SupportEmailLink />.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "The data we collect",
    content: (
      <>
        <h3>Brands and clients</h3>
        <ul>
          <li>your name, company name, e-mail address and (optionally) your website, when you join the waitlist;</li>
          <li>whether you opted in to our e-mail list or newsletter, and when;</li>
          <li>details of any discovery call you book with us, and our notes from it;</li>
          <li>messages you send through the contact form (name, e-mail and message);</li>
          <li>once the platform launches: account, brief, booking, credit and payment records.</li>
        </ul>
        <h3>Creators</h3>
        <ul>
          <li>your first and last name, e-mail address and UK postcode;</li>
          <li>your Instagram, TikTok and portfolio links, and the niches you create for;</li>
          <li>the example videos you upload with your application;</li>
          <li>how you heard about us, your confirmation that you are a UK creator, and your newsletter choice;</li>
          <li>the outcome of your application and, once you are booked, delivery and payment records.</li>
        </ul>
        <h3>Everyone</h3>
        <p>
          When you use our forms, Google reCAPTCHA collects technical information (such as your IP address, browser and
          device details, and how you interact with the page) to check you are not a bot. Our servers keep short
          technical logs for security. We do not use third-party analytics or advertising trackers.
        </p>
        <h3>How you found us</h3>
        <p>
          Each waitlist sign-up, newsletter sign-up, creator application and contact message records how you reached us:
          the campaign tags of the link you arrived by (utm_source, utm_medium and utm_campaign), the name of the
          website that sent you (never the address of the page you were on) and the page you landed on. If you priced
          creators on our pricing page and then joined the waitlist, your sign-up also records that estimate (creator
          type, number of creators and total). We use this only to learn which campaigns work, keep it with the record
          it belongs to (deleted with it) and derive nothing else from it.
        </p>
        <p>
          If you accept cookies, your browser keeps your first arrival and your latest arrival from a link or another
          site for up to 90 days, so a form sent later can say how you found us (see our cookie policy). If you decline,
          nothing is kept: a form records only what the page you send it from carries, and declining later deletes what
          was kept.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-data",
    title: "How we use your data",
    content: (
      <ul>
        <li>
          to keep your place on the waitlist, contact you about launch and your early-access offer, and arrange calls;
        </li>
        <li>to send newsletters and updates you asked for;</li>
        <li>to review creator applications, tell you the outcome and, if you are accepted, match you with briefs;</li>
        <li>to run accounts, bookings, payments and usage licences once the platform launches;</li>
        <li>to answer your messages;</li>
        <li>to protect the site and our users from spam, fraud and misuse; and</li>
        <li>to meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: "legal-bases",
    title: "Our legal bases",
    content: (
      <>
        <p>UK GDPR requires a legal basis for each use of personal data. Ours are:</p>
        <LegalTable caption="Legal basis for each purpose" columns={BASIS_COLUMNS} rows={BASES} />
        <p>
          Where we rely on legitimate interests, we have weighed them against your rights; you can object at any time
          (see “Your rights”).
        </p>
      </>
    ),
  },
];
