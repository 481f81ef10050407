import { BOOKING_URL, SUPPORT_EMAIL } from "~/shared/brand";
import { ContactForm } from "./contact-form";
import "./contact.css";

export function ContactPage() {
  return (
    <div className="contact-page">
      <div className="container contact-page__grid">
        <section className="contact-page__intro" aria-labelledby="contact-heading">
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
        </section>
        <div className="contact-page__card">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
