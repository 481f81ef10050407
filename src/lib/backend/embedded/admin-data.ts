import type { ErasureCounts } from "~/shared/people";
import {
  BackendError,
  type AdminDataClient,
  type AdminList,
  type AdminListItems,
  type AdminListQuery,
  type AdminPage,
} from "../types";
import { authorisedJson, type RequestDeps } from "./request";

export interface AdminDataDeps extends RequestDeps {
  EventSource?: typeof EventSource;
  /** Starts a browser download of `url` (a link click by default); tests replace it. */
  download?: (url: string) => void;
}

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** Reconnecting this many times in a row without a snapshot counts as a lost connection. */
const RECONNECTS_BEFORE_ERROR = 5;

const label = (list: AdminList) => list.replaceAll("-", " ");

/** `?status=…&search=…&cursor=…` with only the parts that are set. */
function queryString(query: AdminListQuery = {}, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (query.status) params.set("status", query.status);
  if (query.search?.trim()) params.set("search", query.search.trim());
  if (query.cursor) params.set("cursor", query.cursor);
  return params.size > 0 ? `?${params}` : "";
}

function clickDownload(url: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A live list over server-sent events: each connection spends a fresh ticket; a dropped one
 * reconnects, backing off from RECONNECT_MIN_MS to RECONNECT_MAX_MS, and is reported as lost after
 * RECONNECTS_BEFORE_ERROR tries. Answers the unsubscribe.
 */
function watchList<L extends AdminList>(
  deps: AdminDataDeps,
  ticket: (fallbackError: string) => Promise<string>,
  list: L,
  query: AdminListQuery,
  onChange: (page: AdminPage<AdminListItems[L]>) => void,
  onError?: (error: BackendError) => void,
): () => void {
  const Source = deps.EventSource ?? EventSource;
  let source: EventSource | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MIN_MS;
  let failures = 0;

  const fail = (error: BackendError) => {
    if (!stopped) onError?.(error);
  };

  async function connect(): Promise<void> {
    let spendable: string;
    try {
      spendable = await ticket("Cannot connect to database");
    } catch (error) {
      const failure = error instanceof BackendError ? error : new BackendError("Cannot connect to database");
      // Without a session or the admin claim, retrying cannot help.
      if (failure.status === 401 || failure.status === 403) return fail(failure);
      return scheduleReconnect();
    }
    if (stopped) return;
    source = new Source(`/data/${list}/live${queryString(query, { ticket: spendable })}`);
    source.addEventListener("snapshot", (event) => {
      delay = RECONNECT_MIN_MS;
      failures = 0;
      const page = JSON.parse((event as MessageEvent<string>).data) as AdminPage<AdminListItems[L]>;
      if (!stopped) onChange({ items: page.items, nextCursor: page.nextCursor ?? null });
    });
    source.onerror = () => {
      // The ticket is spent, so the browser's own retry would fail: reconnect with a new one.
      source?.close();
      source = null;
      scheduleReconnect();
    };
  }

  function scheduleReconnect(): void {
    if (stopped) return;
    failures += 1;
    if (failures === RECONNECTS_BEFORE_ERROR) {
      fail(new BackendError("Cannot connect to database: the live connection was lost", undefined, "network"));
    }
    retryTimer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

/**
 * Admin data from the embedded server. Live lists and CSV downloads cannot send the ID token
 * (EventSource, a plain link), so each first fetches a one-use ticket; a dropped live connection
 * reconnects with a fresh one (backing off up to 30 s).
 */
export function createEmbeddedAdminData(deps: AdminDataDeps): AdminDataClient {
  const ticket = async (fallbackError: string) =>
    (await authorisedJson<{ ticket: string }>(deps, "POST", "/data/live-tickets", { fallbackError })).ticket;

  return {
    async list(list, query) {
      return authorisedJson(deps, "GET", `/data/${list}${queryString(query)}`, {
        fallbackError: `Failed to load ${label(list)}`,
      });
    },

    watch: (list, query, onChange, onError) => watchList(deps, ticket, list, query, onChange, onError),

    async get(list, id) {
      try {
        return await authorisedJson(deps, "GET", `/data/${list}/${encodeURIComponent(id)}`, {
          fallbackError: `Failed to load ${label(list)}`,
        });
      } catch (error) {
        if (error instanceof BackendError && error.status === 404) return null;
        throw error;
      }
    },

    async fileAddresses(applicationId) {
      const answer = await authorisedJson<{ files: Record<string, string> }>(
        deps,
        "GET",
        `/data/creator-applications/${encodeURIComponent(applicationId)}/files`,
        { fallbackError: "Failed to load the videos" },
      );
      return answer.files;
    },

    async counts(list) {
      return authorisedJson(deps, "GET", `/data/${list}/counts`, { fallbackError: `Failed to count ${label(list)}` });
    },

    async overview() {
      return authorisedJson(deps, "GET", "/data/overview", { fallbackError: "Failed to load the overview" });
    },

    async exportCsv(list, query) {
      // A one-use ticket in the link, so the server streams the file straight to disk: no row limit.
      const spendable = await ticket("Failed to export CSV");
      const filter = { status: query.status ?? null, search: query.search ?? null };
      (deps.download ?? clickDownload)(`/data/${list}/export.csv${queryString(filter, { ticket: spendable })}`);
    },

    async updateBrandSignup(id, changes, options) {
      const body = {
        ...changes,
        ...(options?.expectedUpdatedAt ? { expectedUpdatedAt: options.expectedUpdatedAt } : {}),
      };
      const answer = await authorisedJson<{ updated_at: string }>(
        deps,
        "PATCH",
        `/data/brand-signups/${encodeURIComponent(id)}`,
        { body, fallbackError: "Failed to update signup" },
      );
      return { updated_at: answer.updated_at };
    },

    async deleteBrandSignup(id) {
      await authorisedJson(deps, "DELETE", `/data/brand-signups/${encodeURIComponent(id)}`, {
        fallbackError: "Failed to delete signup",
      });
    },

    async deleteContactMessage(id) {
      await authorisedJson(deps, "DELETE", `/data/contact-messages/${encodeURIComponent(id)}`, {
        fallbackError: "Failed to delete message",
      });
    },

    async logAdminSignIn() {
      await authorisedJson(deps, "POST", "/data/admin-logins", { fallbackError: "Failed to log sign-in" });
    },

    async findPerson(email) {
      return authorisedJson(deps, "POST", "/data/people", { body: { email }, fallbackError: "Failed to search" });
    },

    async erasePerson(email) {
      const answer = await authorisedJson<{ erased: ErasureCounts }>(deps, "POST", "/data/people/erase", {
        body: { email },
        fallbackError: "Failed to erase",
      });
      return answer.erased;
    },
  };
}
