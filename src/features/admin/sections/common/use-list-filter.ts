import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterFromParams, paramsFromFilter, type ListFilter } from "./list-filter";

/** The list's filter, kept in the address; changing it replaces the history entry's query. */
export function useListFilter(statuses: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params, statuses), [params, statuses]);
  const setFilter = useCallback(
    (change: Partial<ListFilter>) =>
      setParams((current) => paramsFromFilter({ ...filterFromParams(current, statuses), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams, statuses],
  );
  return [filter, setFilter] as const;
}
