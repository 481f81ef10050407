import { useCallback, useState } from "react";
import type { BrandSignupDocument, WithId } from "~/shared/documents";
import { BRAND_SIGNUP_STATUSES } from "~/shared/constants";
import { ExportButton } from "../export/export-button";
import { queryFromFilter, statusOptions } from "../common/list-filter";
import { SearchBox } from "../common/search-box";
import { ConfirmDialog, LoadError, Notice, Pager } from "../common/stand-ins";
import { StatusFilter } from "../common/status-filter";
import { useCounts } from "../common/use-counts";
import { useListFilter } from "../common/use-list-filter";
import { useLivePage } from "../common/use-live-page";
import { useNotice } from "../common/use-notice";
import { BrandSignupCard } from "./brand-signup-card";
import { BRAND_SIGNUP_STATUS_LABELS } from "./brand-signup-status";
import { BRAND_SIGNUP_MESSAGES } from "./messages";
import "../sections.css";
import "./brand-signups.css";

interface PendingDelete {
  signup: WithId<BrandSignupDocument>;
  remove: () => Promise<void>;
}

/** Brand sign-ups as live cards, filterable by status (with the server's counts) and searchable. */
export function BrandSignupsPage() {
  const [filter, setFilter] = useListFilter(BRAND_SIGNUP_STATUSES);
  const query = queryFromFilter(filter);
  const live = useLivePage("brand-signups", query);
  const counts = useCounts("brand-signups", live.page);
  const { notice, show } = useNotice();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const onSearch = useCallback((search: string) => setFilter({ search }), [setFilter]);
  const onDelete = useCallback(
    (signup: WithId<BrandSignupDocument>, remove: () => Promise<void>) => setPendingDelete({ signup, remove }),
    [],
  );

  return (
    <section className="admin-section" aria-labelledby="brand-signups-title">
      <header className="admin-section__header">
        <h1 id="brand-signups-title" className="admin-section__title">
          Brand Sign Ups
        </h1>
        <ExportButton list="brand-signups" query={query} onFailure={(message) => show({ tone: "error", message })} />
      </header>
      <div className="admin-section__tools">
        <StatusFilter
          label="Filter sign-ups by status"
          options={statusOptions(BRAND_SIGNUP_STATUS_LABELS, counts)}
          value={filter.status}
          onChange={(status) => setFilter({ status })}
        />
        <SearchBox label="Search by name, company or e-mail" value={filter.search} onSearch={onSearch} />
      </div>
      <div className="admin-section__notices">
        {notice ? <Notice tone={notice.tone}>{notice.message}</Notice> : null}
      </div>
      {live.error ? (
        <LoadError message={BRAND_SIGNUP_MESSAGES.loadFailed(live.error.message)} onRetry={live.retry} />
      ) : live.page === null ? (
        <p className="admin-section__loading" role="status">
          Loading brand sign-ups…
        </p>
      ) : live.page.items.length === 0 ? (
        <p className="admin-section__empty">No brand sign-ups{filter.status || filter.search ? " match this view" : " yet"}.</p>
      ) : (
        <div className="signup-cards">
          {live.page.items.map((signup) => (
            <BrandSignupCard key={signup.id} signup={signup} onNotice={show} onDelete={onDelete} />
          ))}
        </div>
      )}
      <Pager
        page={live.pageNumber}
        hasPrevious={live.hasPrevious}
        hasNext={live.hasNext}
        onPrevious={live.previous}
        onNext={live.next}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete sign-up"
        message={BRAND_SIGNUP_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          void pendingDelete?.remove();
          setPendingDelete(null);
        }}
      />
    </section>
  );
}

export default BrandSignupsPage;
