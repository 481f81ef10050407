import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  onSnapshot,
  query as firestoreQuery,
} from "firebase/firestore";
import type { AdminDataClient, AdminList, AdminListItems, AdminListQuery, AdminPage, BackendError } from "../types";
import {
  ADMIN_COLLECTIONS,
  pageConstraints,
  pageFrom,
  pageQueryPlan,
  present,
  type PageQueryPlan,
} from "./admin-query";
import { label, signedIn, type FirebaseAdminDeps } from "./admin-context";
import { createAdminCounts } from "./admin-counts";
import { createAdminExport } from "./admin-export";
import { callAdminApi, createAdminWrites } from "./admin-writes";
import { firestoreError } from "./errors";
import { livePage } from "./live-page";

/** Firestore ids never hold "/" (doc() would read it as a path) and are at most 1,500 bytes. */
const isDocumentId = (id: string) => id.length > 0 && id.length <= 1500 && !id.includes("/");

/** A searched list's page from the `adminData` function (the search index is server-only). */
function searchPageRequest(list: AdminList, query: AdminListQuery): string {
  const params = new URLSearchParams();
  for (const key of ["status", "search", "source", "campaign", "cursor"] as const) {
    const value = query[key];
    if (typeof value === "string" && value !== "") params.set(key, value);
  }
  if (query.portrait === true) params.set("portrait", "true");
  return `/${list}?${params.toString()}`;
}

/** How often an open searched page asks the function again (the search index cannot be watched). */
const SEARCH_REFRESH_MS = 4_000;

/** A searched list as a live page: asked now, then every few seconds while open; told only of changes. */
function searchedLive<T>(
  load: () => Promise<AdminPage<T>>,
  list: AdminList,
  onChange: (page: AdminPage<T>) => void,
  onError?: (error: BackendError) => void,
): () => void {
  let open = true;
  let last = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = () => {
    load()
      .then(
        (answer) => {
          const seen = JSON.stringify(answer);
          if (open && seen !== last) onChange(answer);
          last = seen;
        },
        (error: unknown) => open && onError?.(firestoreError(error, `Failed to load ${label(list)}`, true)),
      )
      .finally(() => {
        if (open) timer = setTimeout(ask, SEARCH_REFRESH_MS);
      });
  };
  ask();
  return () => {
    open = false;
    clearTimeout(timer);
  };
}

const isSearch = (plan: PageQueryPlan) => plan.filters.some((filter) => filter.field === "searchTokens");

/**
 * Admin data straight from Firestore under the security rules (firestore.rules: the admin claim
 * reads the admin collections). Lists and live pages are one query each: filters, newest first with
 * the document id as tie-breaker, after the cursor, 51 documents (the 51st only says a page follows).
 * Reads go to the server, never to a possibly stale cache. A search goes to the `adminData`
 * function instead, which reads the server-only search index (not watchable: asked again every few seconds).
 */
export function createFirebaseAdminData(deps: FirebaseAdminDeps): AdminDataClient {
  const pageQuery = (plan: PageQueryPlan) =>
    firestoreQuery(collection(deps.firestore(), plan.collection), ...pageConstraints(plan));
  const searched = <L extends AdminList>(list: L, query: AdminListQuery) =>
    callAdminApi<AdminPage<AdminListItems[L]>>(
      deps,
      "GET",
      searchPageRequest(list, query),
      `Failed to load ${label(list)}`,
    );

  return {
    async list<L extends AdminList>(list: L, query: AdminListQuery = {}) {
      signedIn(deps);
      const plan = pageQueryPlan(list, query);
      if (isSearch(plan)) return searched(list, query);
      try {
        const snapshot = await getDocsFromServer(pageQuery(plan));
        return pageFrom<L>(
          plan,
          snapshot.docs.map((document) => ({ id: document.id, data: document.data() })),
        );
      } catch (error) {
        throw firestoreError(error, `Failed to load ${label(list)}`, true);
      }
    },

    watch<L extends AdminList>(
      list: L,
      query: AdminListQuery,
      onChange: (page: AdminPage<AdminListItems[L]>) => void,
      onError?: (error: BackendError) => void,
    ) {
      let plan: PageQueryPlan;
      try {
        signedIn(deps);
        plan = pageQueryPlan(list, query);
      } catch (error) {
        queueMicrotask(() => onError?.(firestoreError(error, "Cannot connect to database", false)));
        return () => undefined;
      }
      const live = plan;
      if (isSearch(live)) return searchedLive(() => searched(list, query), list, onChange, onError);
      return livePage(
        (next, fail) =>
          onSnapshot(
            pageQuery(live),
            { includeMetadataChanges: true },
            (snapshot) =>
              next({
                fromCache: snapshot.metadata.fromCache,
                changed: snapshot.docChanges().length > 0,
                documents: snapshot.docs.map((document) => ({ id: document.id, data: document.data() })),
              }),
            fail,
          ),
        (documents) => onChange(pageFrom<L>(live, documents)),
        (error) => onError?.(error),
        (error) => firestoreError(error, "Cannot connect to database", deps.currentUser() !== null),
        // Worded as a read from the server words it when the server cannot be reached.
        () => firestoreError({ code: "unavailable" }, `Failed to load ${label(list)}`, true),
      );
    },

    async get<L extends AdminList>(list: L, id: string) {
      signedIn(deps);
      if (!isDocumentId(id)) return null;
      try {
        const snapshot = await getDocFromServer(doc(deps.firestore(), ADMIN_COLLECTIONS[list], id));
        return snapshot.exists() ? present<AdminListItems[L]>({ id: snapshot.id, data: snapshot.data() }) : null;
      } catch (error) {
        throw firestoreError(error, `Failed to load ${label(list)}`, true);
      }
    },

    ...createAdminCounts(deps),
    ...createAdminExport(deps),
    ...createAdminWrites(deps),
  };
}
