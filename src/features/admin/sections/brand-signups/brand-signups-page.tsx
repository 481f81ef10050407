import { ListPage } from "../common/list-page";
import { BrandSignupCard } from "./brand-signup-card";
import { BRAND_SIGNUP_STATUS_LABELS } from "./brand-signup-status";
import { BRAND_SIGNUP_MESSAGES } from "./messages";
import "./brand-signups.css";

/** Brand sign-ups as live cards, filterable by status (with the server's counts) and searchable. */
export function BrandSignupsPage() {
  return (
    <ListPage
      list="brand-signups"
      title="Brand Sign Ups"
      statusLabels={BRAND_SIGNUP_STATUS_LABELS}
      statusLabel="Filter sign-ups by status"
      searchLabel="Search by name, company or e-mail"
      loadFailed={BRAND_SIGNUP_MESSAGES.loadFailed}
      loadingText="Loading brand sign-ups…"
      emptyText={{ filtered: "No sign-ups match.", none: "No brand sign-ups yet." }}
      pagerLabel="Brand sign-up pages"
    >
      {(signups) => (
        <div className="signup-cards">
          {signups.map((signup) => (
            <BrandSignupCard key={signup.id} signup={signup} />
          ))}
        </div>
      )}
    </ListPage>
  );
}
