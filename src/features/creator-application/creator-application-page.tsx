import { lazy, Suspense } from "react";
// With the page, not the island: the prerendered form is styled before its chunk arrives.
import "~/styles/forms.css";
import "~/components/form/form.css";
import "./creator-application.css";

/**
 * An island (like the footer newsletter): the prerendered page carries the form's markup, and
 * hydrating it waits for this chunk (react-hook-form, the form kit, the file list, toasts), which
 * keeps them out of the page's first load. Until then the submit button stays disabled.
 */
const CreatorApplicationForm = lazy(() =>
  import("./creator-application-form").then((module) => ({ default: module.CreatorApplicationForm })),
);

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
          <Suspense fallback={null}>
            <CreatorApplicationForm />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
