import type { CreatorApplicationDocument, WithId } from "~/shared/documents";

type Application = WithId<Pick<CreatorApplicationDocument, "status">>;

/**
 * The application to open after deciding on `decidedId`: the next pending one below it in the
 * list, else the nearest pending one above it, else null. `decided` are applications already
 * decided that the list may still show as pending (it is live only once its listener answers).
 */
export function nextPendingAfter(
  items: readonly Application[],
  decidedId: string,
  decided: ReadonlySet<string> = new Set(),
): string | null {
  const index = items.findIndex((item) => item.id === decidedId);
  const pending = (item: Application) => item.status === "pending" && item.id !== decidedId && !decided.has(item.id);
  const below = items.slice(index + 1).find(pending);
  if (below) return below.id;
  const above = items.slice(0, Math.max(index, 0)).reverse().find(pending);
  return above?.id ?? null;
}
