import { BRAND_NAME } from "~/shared/brand";
import type { LegalSection } from "../components/types";

/** Sections 1–7 of the Terms of Use (product.md §P2–P3): who we are through licence renewal. */
export const TERMS_PLATFORM_SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          {BRAND_NAME} (“{BRAND_NAME}”, “we”, “us” or “our”) runs an online marketplace where brands and businesses
          find, brief and hire vetted UK-based creators to make short user-generated-content (UGC) videos for platforms
          such as TikTok and Meta. These Terms of Use (“Terms”) apply to everyone who visits our website or uses our
          platform (together, the “Platform”).
        </p>
        <p>
          By creating an account or using the Platform you agree to these Terms. If you use the Platform on behalf of a
          business, you confirm that you have authority to bind that business, and “you” includes it.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility",
    content: (
      <>
        <p>To use the Platform you must be at least 18 years old and able to enter into a binding contract.</p>
        <p>There are two types of account:</p>
        <ul>
          <li>
            <strong>Client</strong> — a brand, business or agency that buys credits and books creators to produce video
            content.
          </li>
          <li>
            <strong>Creator</strong> — an individual who makes video content for Clients. Creators must live in the
            United Kingdom and may be asked to confirm their location (for example, with a UK postcode) at any time.
          </li>
        </ul>
        <p>
          We may ask for evidence of age, identity or location, and may refuse or close an account that does not meet
          these requirements.
        </p>
      </>
    ),
  },
  {
    id: "account-registration",
    title: "Account registration",
    content: (
      <>
        <p>
          You must give accurate, current and complete information when you register or apply, and keep it up to date.
          Creator applications are reviewed by our team, and joining the creator network is at our discretion; we aim to
          tell applicants the outcome within 7 days.
        </p>
        <p>
          You are responsible for keeping your sign-in details confidential and for everything done through your
          account. Tell us straight away if you think someone else has accessed it. Accounts are personal and may not be
          sold, transferred or shared.
        </p>
      </>
    ),
  },
  {
    id: "use-of-the-platform",
    title: "Use of the platform",
    content: (
      <>
        <p>
          The Platform lets Clients create briefs (including with AI-assisted brief and script suggestions), book
          Creators, review and approve videos and follow campaign performance, and lets Creators receive briefs, deliver
          videos and get paid. When a Client books a Creator, the contract for the content is between the Client and the
          Creator on the standard terms we provide; we run the Platform, hold and release payments, and help resolve
          problems.
        </p>
        <p>
          Creators receive briefs through the Platform and should accept or pass on each brief within 24 hours. Once a
          brief is accepted, the Creator must deliver on time and to the brief. AI-generated suggestions are a starting
          point only: Clients remain responsible for the claims made in their briefs and ads.
        </p>
        <p>
          You agree to use the Platform only for lawful purposes and in line with these Terms, the rules of the
          platforms where content is published, and applicable advertising standards, including the UK CAP Code.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    content: (
      <>
        <ul>
          <li>
            <strong>Credits.</strong> Clients buy credits through our card payment provider and use them to book
            Creators. One credit books one Pro creator video, or two Rising Star videos. Credits do not expire.
          </li>
          <li>
            <strong>Platform fee.</strong> We keep a fixed percentage of each booking. The percentage depends on the
            Creator’s tier and the services selected, and is shown before you confirm.
          </li>
          <li>
            <strong>Revisions.</strong> Each video credit includes up to 3 rounds of revisions, requested through the
            Platform and kept within the original brief.
          </li>
          <li>
            <strong>Creator payments.</strong> A Creator’s payment is released after a 7-day holding period that starts
            when the Client approves the video.
          </li>
          <li>
            <strong>Refunds.</strong> Credits are non-refundable once a project has begun. This does not affect any
            rights you have by law that cannot be excluded.
          </li>
        </ul>
        <p>
          Prices are shown in pounds sterling. Clients are responsible for any taxes that apply to their purchases, and
          Creators for their own tax and National Insurance.
        </p>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual property and usage rights",
    content: (
      <>
        <p>
          Creators keep ownership of the videos they make. When a Client approves a video and the booking is paid, the
          Creator grants that Client a non-exclusive, worldwide licence to use it:
        </p>
        <ul>
          <li>
            <strong>as paid advertising</strong> (for example, TikTok or Meta ads) for <strong>12 months</strong> from
            approval; and
          </li>
          <li>
            <strong>organically</strong> on the Client’s own websites and social channels, without promotion. The
            organic licence never expires.
          </li>
        </ul>
        <p>
          Clients may edit, cut, caption and resize videos for these uses, but may not sell the content, license it to
          others, or use it in a way that misrepresents the Creator. The Platform itself, including its software, design
          and brand, belongs to {BRAND_NAME} and our licensors.
        </p>
      </>
    ),
  },
  {
    id: "licence-expiry-and-renewal",
    title: "Licence expiry and renewal",
    content: (
      <>
        <p>
          We will remind the Client 14 days before a paid-advertising licence expires. The Client can renew it in
          6-month increments, and extension pricing stays the same as the original booking.
        </p>
        <p>
          If a licence is not renewed, the Client must stop running the video as paid advertising by the expiry date.
          Organic posts published while the licence was active may stay up.
        </p>
      </>
    ),
  },
];
