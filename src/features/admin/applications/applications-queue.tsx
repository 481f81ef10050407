import { useCallback, useRef, useState } from "react";
import { CREATOR_STATUS_LABELS } from "~/shared/constants";
import { useLocation, useNavigate } from "react-router";
import { adminPaths, applicationPath } from "../admin-paths";
import { useCounts } from "../shared/counts";
import { listSearch, useListPosition } from "../data/list-query";
import { useLivePage, type LivePage } from "../data/live-page";
import { EmptyState } from "../ui/empty-state";
import { LoadError } from "../ui/load-error";
import { Pager } from "../ui/pager";
import { ExportButton } from "../shared/export-button";
import { statusOptions } from "../shared/list-filter";
import { ListFilters } from "../shared/list-filters";
import { SectionHeader } from "../ui/section-header";
import { ApplicationList, type ApplicationListProps } from "./application-list";
import { loadErrorMessage } from "./messages";
import { QueueContext, type QueueContextValue } from "./queue-context";
import { ApplicationDetail, NoApplicationOpen } from "./application-detail";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { useDecisions, type Application } from "./use-decisions";
import { useQueueKeys } from "./use-queue-keys";
import "~/components/ui/pill.css";
import "./applications.css";

/** The id in /admin/applications/:id, or null on the list itself. */
function openApplicationId(pathname: string): string | null {
  const prefix = `${adminPaths.applications}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segment = pathname.slice(prefix.length).split("/")[0] ?? "";
  try {
    return decodeURIComponent(segment) || null;
  } catch {
    return segment || null;
  }
}

/** The page of rows, or why there are none: a load error, loading, no match. */
function QueueRows({
  live,
  ...rowLinks
}: { live: LivePage<"creator-applications"> } & Omit<ApplicationListProps, "items">) {
  const items = live.page?.items ?? [];
  if (live.error) return <LoadError error={live.error} message={loadErrorMessage(live.error)} />;
  if (!live.page) return <p role="status">Loading applications…</p>;
  if (items.length === 0) return <EmptyState title="No applications match." />;
  return (
    <div aria-busy={live.loading}>
      <ApplicationList items={items} {...rowLinks} />
    </div>
  );
}

/**
 * The portrait filter's box. The filter lives in the address, which the router commits in a transition, while React
 * puts a controlled box back to the value it last rendered as soon as its change event is handled: a box that read
 * only the address would stay unticked after the press until the list moved on. It shows the admin's choice at once,
 * and follows the address when that changes from elsewhere (back, forward, a link).
 */
function PortraitFilter({ portrait, onChange }: { portrait: boolean; onChange(portrait: boolean): void }) {
  const [chosen, setChosen] = useState(portrait);
  const [seen, setSeen] = useState(portrait);
  if (portrait !== seen) {
    setSeen(portrait);
    setChosen(portrait);
  }
  return (
    <label className="queue__portrait">
      <input
        type="checkbox"
        checked={chosen}
        onChange={(event) => {
          setChosen(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      At least one portrait video
    </label>
  );
}

/**
 * The review queue: a live page of 50 applications (only that page is listened to), the status
 * filter with the server's counts, search, and the open application beside the list — on a phone
 * the open application is its own screen. The keyboard alone can clear the queue.
 */
export function ApplicationsQueue() {
  const list = useListPosition();
  const { position } = list;
  const live = useLivePage("creator-applications", position);
  // Asked again only when something changed, not on every page turned.
  const counts = useCounts("creator-applications", live.changes);
  const openId = openApplicationId(useLocation().pathname);
  const navigate = useNavigate();
  const [showShortcuts, setShowShortcuts] = useState(false);
  const items = live.page?.items ?? [];
  const search = listSearch(position);

  const linkTo = useCallback((id: string) => ({ pathname: applicationPath(id), search }), [search]);
  const open = useCallback(
    (id: string | null) =>
      navigate(id ? linkTo(id) : { pathname: adminPaths.applications, search }, { state: list.state }),
    [navigate, linkTo, search, list.state],
  );
  const decisions = useDecisions(items, open);
  // The open application as its screen shows it (it may be on no page of the list: a shared link).
  const shownRef = useRef<Application | null>(null);

  useQueueKeys({ items, openId, shownRef, open, decisions, onHelp: () => setShowShortcuts(true) });

  const context: QueueContextValue = {
    items,
    decisions,
    shownRef,
    backTo: { pathname: adminPaths.applications, search },
    backState: list.state,
  };

  return (
    <div className={openId ? "queue queue--open" : "queue"}>
      <section className="queue__list" aria-label="Application list">
        <SectionHeader title="Creator Applications">
          <ExportButton list="creator-applications" view={position} />
          <button type="button" className="pill queue__shortcuts" onClick={() => setShowShortcuts(true)}>
            Keyboard shortcuts <kbd aria-hidden="true">?</kbd>
          </button>
        </SectionHeader>
        <div className="queue__browse">
          <ListFilters
            statusLabel="Filter by status"
            options={statusOptions(CREATOR_STATUS_LABELS, counts)}
            status={position.status}
            search={position.search}
            searchLabel="Search by name, e-mail or niche"
            onStatus={list.setStatus}
            onSearch={list.setSearch}
            attribution={{
              source: position.source,
              campaign: position.campaign,
              onSource: list.setSource,
              onCampaign: list.setCampaign,
            }}
          />
          <PortraitFilter portrait={position.portrait === true} onChange={list.setPortrait} />
          <QueueRows live={live} openId={openId} linkTo={linkTo} linkState={list.state} />
          <Pager
            label="Application pages"
            page={position.previous.length + 1}
            hasPrevious={position.cursor !== null}
            hasNext={Boolean(live.page?.nextCursor) && !live.loading}
            onPrevious={list.previousPage}
            onNext={() => live.page?.nextCursor && list.next(live.page.nextCursor)}
          />
        </div>
      </section>
      <div className="queue__detail">
        <QueueContext.Provider value={context}>
          {openId ? <ApplicationDetail id={openId} /> : <NoApplicationOpen />}
        </QueueContext.Provider>
      </div>
      {showShortcuts ? <ShortcutsDialog onClose={() => setShowShortcuts(false)} /> : null}
    </div>
  );
}
