import { Link } from "react-router";
import { BRAND_NAME } from "~/shared/brand";
import { paths } from "~/config/paths";
import { SupportEmailLink } from "../components/support-email-link";
import type { LegalSection } from "../components/types";

/** Sections 8–15 of the Terms of Use (product.md §P2–P3): user content through contact. */
export const TERMS_CONDUCT_SECTIONS: readonly LegalSection[] = [
  {
    id: "user-content",
    title: "User content",
    content: (
      <>
        <p>
          “User content” is anything you upload or submit, including briefs, messages, portfolio links and videos. You
          keep your rights in it, and you give us a licence to host, store, copy, process and display it so that we can
          run the Platform, review applications, and support your projects. With a Creator’s permission we may also show
          their work to promote the Platform.
        </p>
        <p>
          You confirm that you own or have permission to use everything in your user content — including music, people
          who appear in it, logos and locations — and that it does not break the law or anyone else’s rights. We may
          remove any content that we reasonably believe breaks these Terms.
        </p>
      </>
    ),
  },
  {
    id: "prohibited-conduct",
    title: "Prohibited conduct",
    content: (
      <>
        <p>You must not:</p>
        <ul>
          <li>give false information, impersonate anyone, or apply as a Creator if you do not live in the UK;</li>
          <li>arrange or take payment for work introduced through the Platform outside the Platform;</li>
          <li>
            upload content that is unlawful, defamatory, hateful, sexually explicit, or that infringes anyone’s rights;
          </li>
          <li>make misleading claims about products, or fail to disclose paid content where the rules require it;</li>
          <li>harass, threaten or discriminate against other users or our team;</li>
          <li>
            scrape, copy, overload, probe or interfere with the Platform or its security, or bypass its bot checks; or
          </li>
          <li>use content beyond the licence granted to you.</li>
        </ul>
      </>
    ),
  },
  {
    id: "suspension-and-termination",
    title: "Suspension and termination",
    content: (
      <>
        <p>
          We may approve, suspend or remove accounts at our discretion, including where we reasonably believe these
          Terms have been broken or a user poses a risk to others or to the Platform. In particular:
        </p>
        <ul>
          <li>Creator accounts that are inactive for more than 60 days may be suspended;</li>
          <li>more than 3 late deliveries within any 12 months may lead to a Creator account being terminated.</li>
        </ul>
        <p>
          You may close your account at any time by contacting us. Closing an account does not affect licences already
          granted for approved and paid content, payments already due, or credits committed to a project that has begun.
        </p>
      </>
    ),
  },
  {
    id: "data-protection",
    title: "Data protection",
    content: (
      <p>
        We handle personal data in line with UK data protection law. Our{" "}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains what we collect, why, how long we keep it and your
        rights. Clients and Creators who receive each other’s personal data through the Platform must use it only for
        the project concerned and keep it secure.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    content: (
      <>
        <p>
          We work hard to keep the Platform available and to vet Creators carefully, but the Platform is provided “as
          is”. We do not guarantee that it will be uninterrupted or error-free, or that any content will achieve a
          particular number of views, sales or other results. Performance insights and AI suggestions are estimates, not
          promises.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss, or for loss of profit,
          revenue or data, and our total liability to you in any 12-month period is limited to the amount you paid to,
          or received through, {BRAND_NAME} in that period. Nothing in these Terms limits liability for death or
          personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    content: (
      <p>
        These Terms, and any dispute or claim arising from them or from your use of the Platform, are governed by the
        law of England and Wales. The courts of England and Wales have exclusive jurisdiction. Before going to court,
        please contact us — most issues can be resolved quickly by talking.
      </p>
    ),
  },
  {
    id: "changes-to-terms",
    title: "Changes to terms",
    content: (
      <p>
        We may update these Terms as the Platform develops or the law changes. The “Last updated” date above shows when
        they last changed. If a change materially affects you, we will tell you by e-mail or on the Platform before it
        takes effect. Continuing to use the Platform after that means you accept the updated Terms.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    content: (
      <p>
        Questions about these Terms? E-mail us at <SupportEmailLink /> and we will get back to you.
      </p>
    ),
  },
];
