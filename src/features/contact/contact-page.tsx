import { lazy } from "react";
import { Island } from "~/components/ui/island";
import { Static } from "~/components/ui/static";
import { BOOKING_URL, SUPPORT_EMAIL } from "~/shared/brand";
// With the page, not the island: the prerendered form is styled before its chunk arrives.
import "~/styles/forms.css";
import "~/components/form/form.css";
import "./contact.css";

/**
 * An island (like the footer newsletter): the prerendered page carries the form's markup, and
 * hydrating it waits for this chunk (react-hook-form and the form kit), which keeps them out of
 * the page's first load. Until then the submit button stays disabled (SubmitButton).
 */
const ContactForm = lazy(() => import("./contact-form").then((module) => ({ default: module.ContactForm })));

export function ContactPage() {
  return (
    <div className="contact-page">
      <div className="container contact-page__grid">
        <Static name="contact-intro" className="contact-page__intro" aria-labelledby="contact-heading">
          <p className="eyebrow">Contact us</p>
          <h1 id="contact-heading">Let’s talk about your next campaign</h1>
          <p className="contact-page__lede">
            Questions about pricing, creators or launching with us? Send a message and a real person will reply, usually
            within one working day.
          </p>
          <ul className="contact-page__channels">
            <li>
              <span className="contact-page__channel-label">Email</span>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <span className="contact-page__channel-label">Prefer to talk?</span>
              <a href={BOOKING_URL} target="_blank" rel="noopener noreferrer">
                Book a 30-minute call<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </Static>
        <div className="contact-page__card">
          <Island name="contact-form">
            <ContactForm />
          </Island>
        </div>
      </div>
    </div>
  );
}
