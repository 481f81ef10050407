import { ADMIN_LIST_DEFINITIONS, isAdminListName, type AdminListName } from "~/shared/admin-lists";
import { attributionFilters } from "~/shared/attribution";
import { adminListQuerySchema, adminRecordSchema } from "~/shared/schemas/admin";
import { searchTokenFor } from "~/shared/search-tokens";
import { portraitFilter } from "~/shared/video-facts";
import { fail, ok, type HandlerResult } from "../context";
import {
  InvalidCursorError,
  type CollectionName,
  type DocumentData,
  type Filter,
  type ListQuery,
  type StoredDocument,
} from "../ports";
import { adminOnly, parseInput } from "./common";

/** Which collection each admin list reads. A Map, so names like `constructor` find nothing. */
export const ADMIN_LIST_COLLECTIONS = new Map<AdminListName, CollectionName>([
  ["creator-applications", "creator_applications"],
  ["brand-signups", "brand_signups"],
  ["contact-messages", "contact_messages"],
  ["newsletter-subscribers", "newsletter_subscribers"],
  ["admin-audit", "adminAudit"],
]);

export const LIST_NOT_FOUND = "Not found.";

export interface AdminListPage {
  items: DocumentData[];
  nextCursor: string | null;
}

/** The filters of a status, a search, a source and a campaign, as every DocumentStore runs them. */
export function filtersFor(
  list: AdminListName,
  filter: { status?: string; search?: string; source?: string; campaign?: string },
): Filter[] {
  const where: Filter[] = [...attributionFilters(list, filter)];
  const { statusField } = ADMIN_LIST_DEFINITIONS[list];
  if (filter.status && statusField) where.push({ field: statusField, op: "==", value: filter.status });
  const token = searchTokenFor(filter.search);
  if (token) where.push({ field: "searchTokens", op: "array-contains", value: token });
  return where;
}

/** What the browser receives: the fields and the id, without the search index. */
export function present({ id, data }: StoredDocument): DocumentData {
  const { searchTokens: _tokens, ...fields } = data;
  return { ...fields, id };
}

/** A list's store query from its request (status, search, cursor), or the 400/404 to answer. */
export function adminListQuery(
  listName: string,
  input: unknown,
):
  | { ok: true; list: AdminListName; collection: CollectionName; query: ListQuery }
  | { ok: false; failure: ReturnType<typeof fail> } {
  const collection = isAdminListName(listName) ? ADMIN_LIST_COLLECTIONS.get(listName) : undefined;
  if (!collection || !isAdminListName(listName)) return { ok: false, failure: fail(404, LIST_NOT_FOUND) };
  const parsed = parseInput(adminListQuerySchema(listName), input);
  if (!parsed.ok) return parsed;
  const { status, search, source, campaign, cursor, limit } = parsed.data;
  return {
    ok: true,
    list: listName,
    collection,
    query: {
      orderBy: ADMIN_LIST_DEFINITIONS[listName].orderBy,
      limit,
      cursor: cursor || null,
      where: [
        ...filtersFor(listName, { status: status as string | undefined, search, source, campaign }),
        // The panel's "portrait videos" filter, for a search it sends here (src/lib/backend/firebase/admin-data.ts).
        ...portraitFilter(listName, { portrait: (input as { portrait?: unknown } | null)?.portrait === "true" }),
      ],
    },
  };
}

/** Input: `{ list, status?, search?, cursor?, limit? }`. Newest first, 50 a page, exact cursors. */
export const listAdminItems = adminOnly(async (input, context, ports): Promise<HandlerResult<AdminListPage>> => {
  const { list, ...rest } = (input ?? {}) as { list?: unknown };
  const built = adminListQuery(String(list ?? ""), rest);
  if (!built.ok) return built.failure;
  try {
    const page = await ports.documents.list(built.collection, built.query);
    return ok({ items: page.items.map(present), nextCursor: page.nextCursor });
  } catch (error) {
    if (error instanceof InvalidCursorError) return fail(400, "Invalid cursor");
    throw error;
  }
});

/** Input: `{ list, id }`; a deep link to one record. */
export const getAdminItem = adminOnly(async (input, context, ports): Promise<HandlerResult<DocumentData>> => {
  const { list, ...rest } = (input ?? {}) as { list?: unknown };
  const name = String(list ?? "");
  const collection = isAdminListName(name) ? ADMIN_LIST_COLLECTIONS.get(name) : undefined;
  if (!collection) return fail(404, LIST_NOT_FOUND);
  const parsed = parseInput(adminRecordSchema, rest);
  if (!parsed.ok) return parsed.failure;
  const data = await ports.documents.get(collection, parsed.data.id);
  return data ? ok(present({ id: parsed.data.id, data })) : fail(404, LIST_NOT_FOUND);
});
