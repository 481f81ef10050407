import {
  documentId,
  limit,
  orderBy,
  startAfter,
  where,
  type QueryConstraint,
  type QueryFieldFilterConstraint,
} from "firebase/firestore";
import { ADMIN_LIST_DEFINITIONS, fieldAt } from "~/shared/admin-lists";
import { ADMIN_LIST_LIMIT } from "~/shared/constants";
import { searchTokenFor } from "~/shared/search-tokens";
import type { AdminList, AdminListQuery, AdminPage, AdminListItems } from "../types";
import { decodeCursor, encodeCursor, type CursorValue } from "./cursor";

/** The Firestore collection behind each admin list (the names the server's adapters use). */
export const ADMIN_COLLECTIONS: Record<AdminList, string> = {
  "creator-applications": "creator_applications",
  "brand-signups": "brand_signups",
  "contact-messages": "contact_messages",
  "newsletter-subscribers": "newsletter_subscribers",
  "admin-audit": "adminAudit",
};

export interface QueryFilter {
  /** A field name or a dotted path ("consent.status"). */
  field: string;
  op: "==" | "array-contains" | ">=" | "<";
  value: string;
}

/** One admin page as a Firestore query, before it becomes SDK constraints (so it can be tested plainly). */
export interface PageQueryPlan {
  collection: string;
  filters: QueryFilter[];
  /** Newest first; ties by document id, also descending. */
  orderBy: string;
  /** The previous page's last sort value and id. */
  after: [CursorValue, string] | null;
  /** One more than a page: the extra document only tells whether another page follows. */
  limit: number;
}

/** The status and search filters of `query`; null when no document can match (a status on a list without one). */
export function listFilters(list: AdminList, query: Pick<AdminListQuery, "status" | "search">): QueryFilter[] | null {
  const definition = ADMIN_LIST_DEFINITIONS[list];
  const filters: QueryFilter[] = [];
  if (query.status) {
    if (!definition.statusField) return null;
    filters.push({ field: definition.statusField, op: "==", value: query.status });
  }
  const token = searchTokenFor(query.search);
  // Firestore allows one array-contains per query: the search is one token (src/shared/search-tokens.ts).
  if (token) filters.push({ field: "searchTokens", op: "array-contains", value: token });
  return filters;
}

/** Throws BackendError 400 "Invalid cursor" for a cursor this client did not issue. */
export function pageQueryPlan(list: AdminList, query: AdminListQuery = {}): PageQueryPlan | null {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filters = listFilters(list, query);
  if (!filters) return null;
  return {
    collection: ADMIN_COLLECTIONS[list],
    filters,
    orderBy: ADMIN_LIST_DEFINITIONS[list].orderBy,
    after,
    limit: ADMIN_LIST_LIMIT + 1,
  };
}

export const whereConstraints = (filters: readonly QueryFilter[]): QueryFieldFilterConstraint[] =>
  filters.map((filter) => where(filter.field, filter.op, filter.value));

export function pageConstraints(plan: PageQueryPlan): QueryConstraint[] {
  return [
    ...whereConstraints(plan.filters),
    orderBy(plan.orderBy, "desc"),
    orderBy(documentId(), "desc"),
    ...(plan.after ? [startAfter(...plan.after)] : []),
    limit(plan.limit),
  ];
}

export interface PlainDocument {
  id: string;
  data: object;
}

/** The page from what the query answered (up to one more than a page), with the cursor of the next. */
export function pageFrom<L extends AdminList>(
  plan: PageQueryPlan | null,
  documents: readonly PlainDocument[],
): AdminPage<AdminListItems[L]> {
  if (!plan) return { items: [], nextCursor: null };
  const items = documents.slice(0, ADMIN_LIST_LIMIT).map(({ id, data }) => ({ ...data, id }));
  const last = items.at(-1);
  const more = documents.length > ADMIN_LIST_LIMIT && last;
  return {
    items: items as AdminPage<AdminListItems[L]>["items"],
    nextCursor: more ? encodeCursor(fieldAt(last, plan.orderBy), last.id) : null,
  };
}
