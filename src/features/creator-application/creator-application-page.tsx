import { lazy } from "react";
import { Island } from "~/components/ui/island";
// With the page, not the island: the prerendered forms are styled before their chunk arrives.
import "~/styles/forms.css";
import "~/components/form/form.css";
import "./creator-application.css";

/**
 * Islands, like the contact and waitlist forms: the prerendered page carries both forms' markup, and
 * hydrating them waits for their chunks (react-hook-form, the form kit, the upload client), which keeps
 * them out of the page's first load. Until then the submit buttons stay disabled (SubmitButton).
 */
const CreatorApplicationForm = lazy(() =>
  import("./creator-application-form").then((module) => ({ default: module.CreatorApplicationForm })),
);
const StatusLinkForm = lazy(() => import("./status-link-form").then((module) => ({ default: module.StatusLinkForm })));

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
          <Island name="creator-application-form">
            <CreatorApplicationForm />
          </Island>
        </div>
        <div className="creator-application__card">
          <Island name="status-link-form">
            <StatusLinkForm />
          </Island>
        </div>
      </div>
    </div>
  );
}
