import { useCallback, useMemo, useState } from 'react';
import { NO_FILTERS } from './history-query';
import type { HistoryFilters } from './history-query';
import { useDebouncedValue } from './useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * History's filters as shown (`filters`) and as asked of the server (`queryFilters`, the search
 * once typing pauses), with the ways to change them.
 */
export function useHistoryFilters() {
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const queryFilters = useMemo(() => ({ ...filters, search }), [filters, search]);
  const changeFilters = useCallback(
    (changes: Partial<HistoryFilters>) => setFilters((current) => ({ ...current, ...changes })),
    [],
  );
  const showPeriod = useCallback(
    (from: string, to: string) => changeFilters({ from, to }),
    [changeFilters],
  );
  const clearFilters = useCallback(() => setFilters(NO_FILTERS), []);
  return { filters, queryFilters, changeFilters, showPeriod, clearFilters };
}
