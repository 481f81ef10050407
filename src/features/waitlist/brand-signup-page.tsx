import { lazy } from "react";
import { Island } from "~/components/ui/island";
import { LineIcon } from "~/components/ui/line-icon";
import { WhyJoin } from "./why-join";
// With the page, not the island: the prerendered form is styled before its chunk arrives.
import "~/styles/forms.css";
import "~/components/form/form.css";
import "./brand-signup.css";

/**
 * An island (like the footer newsletter): the prerendered page carries the form's markup, and
 * hydrating it waits for this chunk (react-hook-form, the form kit, the human check's hook), which
 * keeps them out of the page's first load. Until then the submit button stays disabled.
 */
const BrandWaitlistForm = lazy(() =>
  import("./brand-waitlist-form").then((module) => ({ default: module.BrandWaitlistForm })),
);

/** product.md §P1's pitch on the brand sign-up page. */
const PITCH = [
  { title: "Authentic UK creators", text: "Every creator is UK-based and vetted before they take a brief." },
  {
    title: "Campaigns launched in days, not weeks",
    text: "Brief, match and go live without the agency back-and-forth.",
  },
  { title: "Performance tracking with analytics", text: "Views, clicks and engagement for every video, in one place." },
  { title: "3 months free access at launch", text: "Join the waitlist now and your first three months are on us." },
] as const;

/** /brand-signup (product.md §P2–P3): header with the pitch, the sign-up form, "Why Join", then the site footer. */
export function BrandSignupPage() {
  return (
    <div className="brand-signup">
      <div className="container brand-signup__grid">
        <header className="brand-signup__header">
          <p className="eyebrow">For brands · Early access</p>
          <h1>Join the brand waitlist</h1>
          <p className="brand-signup__lede">
            Be first to launch short-form video with UK creators, for TikTok and Meta, on a platform built for results
            from day one.
          </p>
          <ul className="brand-signup__pitch">
            {PITCH.map((point) => (
              <li key={point.title}>
                <span className="round-badge brand-signup__tick">
                  <LineIcon size={18} strokeWidth={3}>
                    <path d="M5 12.5l4.5 4.5L19 7.5" />
                  </LineIcon>
                </span>
                <span>
                  <strong>{point.title}</strong>
                  <span className="brand-signup__pitch-text">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </header>
        <div className="brand-signup__card">
          <Island name="brand-waitlist-form">
            <BrandWaitlistForm />
          </Island>
        </div>
      </div>
      <WhyJoin />
    </div>
  );
}
