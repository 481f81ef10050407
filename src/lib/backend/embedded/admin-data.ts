import type { ListResponse } from "~/shared/documents";
import { BackendError, type AdminDataClient, type AdminList, type AdminListItems } from "../types";
import { authorisedJson, type RequestDeps } from "./request";

export interface AdminDataDeps extends RequestDeps {
  EventSource?: typeof EventSource;
}

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/**
 * Admin data from the embedded server. Live lists use server-sent events; because an
 * EventSource cannot send the ID token, each connection first fetches a one-use ticket,
 * and a dropped connection reconnects with a fresh one (backing off up to 30 s).
 */
export function createEmbeddedAdminData(deps: AdminDataDeps): AdminDataClient {
  return {
    async list(list, options) {
      const query = new URLSearchParams();
      if (options?.cursor) query.set("cursor", options.cursor);
      const suffix = query.size > 0 ? `?${query}` : "";
      return authorisedJson(deps, "GET", `/data/${list}${suffix}`, {
        fallbackError: `Failed to load ${list.replace("-", " ")}`,
      });
    },

    watch<L extends AdminList>(
      list: L,
      onChange: (items: ListResponse<AdminListItems[L]>["items"]) => void,
      onError?: (error: BackendError) => void,
    ) {
      const Source = deps.EventSource ?? EventSource;
      let source: EventSource | null = null;
      let stopped = false;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      let delay = RECONNECT_MIN_MS;

      async function connect(): Promise<void> {
        let ticket: string;
        try {
          ({ ticket } = await authorisedJson<{ ticket: string }>(deps, "POST", "/data/live-tickets", {
            fallbackError: "Cannot connect to database",
          }));
        } catch (error) {
          const failure = error instanceof BackendError ? error : new BackendError("Cannot connect to database");
          // Without a session or the admin claim, retrying cannot help.
          if (failure.status === 401 || failure.status === 403) {
            if (!stopped) onError?.(failure);
            return;
          }
          return scheduleReconnect();
        }
        if (stopped) return;
        source = new Source(`/data/${list}/live?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener("snapshot", (event) => {
          delay = RECONNECT_MIN_MS;
          const { items } = JSON.parse((event as MessageEvent<string>).data) as {
            items: ListResponse<AdminListItems[L]>["items"];
          };
          if (!stopped) onChange(items);
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
        retryTimer = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }

      void connect();
      return () => {
        stopped = true;
        clearTimeout(retryTimer);
        source?.close();
      };
    },

    async updateBrandSignup(id, changes) {
      await authorisedJson(deps, "PATCH", `/data/brand-signups/${encodeURIComponent(id)}`, {
        body: changes,
        fallbackError: "Failed to update signup",
      });
    },

    async deleteBrandSignup(id) {
      await authorisedJson(deps, "DELETE", `/data/brand-signups/${encodeURIComponent(id)}`, {
        fallbackError: "Failed to delete signup",
      });
    },

    async logAdminSignIn() {
      await authorisedJson(deps, "POST", "/data/admin-logins", { fallbackError: "Failed to log sign-in" });
    },
  };
}
