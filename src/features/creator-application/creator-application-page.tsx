import { CreatorApplicationForm } from "./creator-application-form";
import { StatusLinkForm } from "./status-link-form";
import "./creator-application.css";

/** /creator-signup (product.md §P3.4): a short introduction, then the application form. */
export function CreatorApplicationPage() {
  return (
    <div className="creator-application">
      <div className="container creator-application__inner">
        <header className="creator-application__header">
          <p className="eyebrow">For creators · Applications open</p>
          <h1>Apply as a creator</h1>
          <p className="creator-application__lede">
            Tell us about you and share 1–3 of your videos. We review every application and reply within 7 days.
          </p>
        </header>
        <div className="creator-application__card">
          <CreatorApplicationForm />
        </div>
        <div className="creator-application__card">
          <StatusLinkForm />
        </div>
      </div>
    </div>
  );
}
