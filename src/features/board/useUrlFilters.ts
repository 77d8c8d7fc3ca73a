// The filters of a project page (board or list), read from and written to its URL. While the next filters' issues
// load, the old ones stay on screen (a transition), but the filter bar shows, and builds on, the filters asked for,
// so quick changes in a row add up instead of undoing each other.
import { useCallback } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS, listFiltersToParams, parseListFilters, type ListFilters } from './listParams';

export function useUrlFilters(): {
  /** The filters asked for (the bar shows these). */
  filters: ListFilters;
  /** The filters of the page on screen (what its issues were fetched with). */
  shown: ListFilters;
  onChange: (next: ListFilters) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const filters = parseListFilters(pendingSearch === null ? searchParams : new URLSearchParams(pendingSearch));
  const shown = parseListFilters(searchParams);
  const onChange = useCallback(
    (next: ListFilters) =>
      setSearchParams(
        (current) => {
          const params = listFiltersToParams(next);
          for (const [name, value] of current) if (!FILTER_PARAMS.includes(name)) params.append(name, value);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { filters, shown, onChange };
}
