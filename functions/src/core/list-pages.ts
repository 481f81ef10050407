import type { CollectionName, DocumentData, DocumentStore, ListPage, ListQuery } from "./ports";

/**
 * The pages of `query`, one store read each, from `query.cursor` on (absent: the first page) to the last.
 * A caller that stops early resumes from the last page's `nextCursor`.
 */
export async function* listPages<T extends object = DocumentData>(
  documents: DocumentStore,
  collection: CollectionName,
  query: ListQuery,
): AsyncGenerator<ListPage<T>> {
  let cursor = query.cursor ?? null;
  do {
    const page: ListPage<T> = await documents.list<T>(collection, { ...query, cursor });
    yield page;
    cursor = page.nextCursor;
  } while (cursor);
}

/**
 * Deletes every document whose `field` is before `cutoff`, reading the first page again after each batch
 * (what it deleted is gone from the query). Answers how many it deleted.
 */
export async function deleteBefore(
  documents: DocumentStore,
  collection: CollectionName,
  field: string,
  cutoff: string,
  pageSize: number,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await documents.list(collection, {
      orderBy: field,
      limit: pageSize,
      where: [{ field, op: "<", value: cutoff }],
    });
    for (const { id } of page.items) if (await documents.delete(collection, id)) removed += 1;
    if (!page.nextCursor) return removed;
  }
}
