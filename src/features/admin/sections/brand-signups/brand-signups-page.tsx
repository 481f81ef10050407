import { SectionHeader } from "../../ui/section-header";
import { ExportButton } from "../../shared/export-button";
import { statusOptions } from "../common/list-filter";
import { ListFilters } from "../common/list-filters";
import { ListView } from "../common/list-view";
import { useLiveList } from "../common/use-live-list";
import { BrandSignupCard } from "./brand-signup-card";
import { BRAND_SIGNUP_STATUS_LABELS } from "./brand-signup-status";
import { BRAND_SIGNUP_MESSAGES } from "./messages";
import "./brand-signups.css";
import { loadFailureReason } from "../common/load-failure";

/** Brand sign-ups as live cards, filterable by status (with the server's counts) and searchable. */
export function BrandSignupsPage() {
  const list = useLiveList("brand-signups", BRAND_SIGNUP_STATUS_LABELS);
  const { navigation, position, counts, view } = list;
  return (
    <div className="admin-section">
      <SectionHeader title="Brand Sign Ups">
        <ExportButton list="brand-signups" view={view} />
      </SectionHeader>
      <ListFilters
        statusLabel="Filter sign-ups by status"
        options={statusOptions(BRAND_SIGNUP_STATUS_LABELS, counts)}
        status={view.status}
        search={position.search}
        searchLabel="Search by name, company or e-mail"
        onStatus={navigation.setStatus}
        onSearch={navigation.setSearch}
      />
      <ListView
        list={list}
        loadError={(error) => BRAND_SIGNUP_MESSAGES.loadFailed(loadFailureReason(error))}
        loadingText="Loading brand sign-ups…"
        emptyText={view.status || view.search ? "No sign-ups match." : "No brand sign-ups yet."}
        pagerLabel="Brand sign-up pages"
      >
        {(signups) => (
          <div className="signup-cards">
            {signups.map((signup) => (
              <BrandSignupCard key={signup.id} signup={signup} />
            ))}
          </div>
        )}
      </ListView>
    </div>
  );
}
