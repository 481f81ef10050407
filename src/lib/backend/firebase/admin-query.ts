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
import { attributionFilters } from "~/shared/attribution";
import { ADMIN_LIST_LIMIT } from "~/shared/constants";
import type { WithId } from "~/shared/documents";
import { adminListFilterSchema } from "~/shared/schemas/admin";
import { portraitFilter } from "~/shared/video-facts";
import { searchTokenFor } from "~/shared/search-tokens";
import { BackendError, type AdminList, type AdminListItems, type AdminListQuery, type AdminPage } from "../types";
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
  value: string | boolean;
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

/**
 * The status and search filters of `query`, checked as the server checks them (a status the list
 * does not have, or any status on a list without one, is the caller's 400).
 */
export function listFilters(
  list: AdminList,
  query: Pick<AdminListQuery, "status" | "search" | "source" | "campaign" | "portrait">,
): QueryFilter[] {
  const { status, search, source, campaign } = query;
  const parsed = adminListFilterSchema(list).safeParse({ status, search, source, campaign });
  if (!parsed.success) throw new BackendError(parsed.error.issues[0]!.message, 400, "invalid-argument");
  const { statusField } = ADMIN_LIST_DEFINITIONS[list];
  const filters: QueryFilter[] = [...attributionFilters(list, parsed.data), ...portraitFilter(list, query)];
  if (parsed.data.status && statusField) {
    filters.push({ field: statusField, op: "==", value: parsed.data.status as string });
  }
  const token = searchTokenFor(parsed.data.search);
  // Firestore allows one array-contains per query: the search is one token (src/shared/search-tokens.ts).
  if (token) filters.push({ field: "searchTokens", op: "array-contains", value: token });
  return filters;
}

/** Throws BackendError 400 for a filter the list does not take or a cursor this client did not issue. */
export function pageQueryPlan(list: AdminList, query: AdminListQuery = {}): PageQueryPlan {
  return {
    collection: ADMIN_COLLECTIONS[list],
    filters: listFilters(list, query),
    orderBy: ADMIN_LIST_DEFINITIONS[list].orderBy,
    after: query.cursor ? decodeCursor(query.cursor) : null,
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

/** A document as the panel receives it: its fields and id, without the search index (as the server sends it). */
export function present<T>({ id, data }: PlainDocument): WithId<T> {
  const { searchTokens: _tokens, ...fields } = data as { searchTokens?: unknown };
  return { ...fields, id } as WithId<T>;
}

/** The page from what the query answered (up to one more than a page), with the cursor of the next. */
export function pageFrom<L extends AdminList>(
  plan: PageQueryPlan,
  documents: readonly PlainDocument[],
): AdminPage<AdminListItems[L]> {
  const items = documents.slice(0, ADMIN_LIST_LIMIT).map((document) => present<AdminListItems[L]>(document));
  const last = items.at(-1);
  const more = documents.length > ADMIN_LIST_LIMIT && last;
  return { items, nextCursor: more ? encodeCursor(fieldAt(last, plan.orderBy), last.id) : null };
}
