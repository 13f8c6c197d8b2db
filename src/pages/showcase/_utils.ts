// Showcase filter state. It lives in the query string (?tags=a&tags=b&operator=AND&name=x)
// so that a filtered view is a URL a visitor can share, and survives a reload.
import {useCallback, useMemo} from 'react';
import {useUrlState, type UrlStateCodec} from '@site/src/hooks/useUrlState';
import {sortedSites, tagTypes, type Site, type TagType} from '@site/src/data/showcase';

export type Operator = 'OR' | 'AND';

export type ShowcaseFilters = {
  readonly tags: readonly TagType[];
  readonly operator: Operator;
  readonly name: string;
};

const DEFAULT_FILTERS: ShowcaseFilters = {tags: [], operator: 'OR', name: ''};

const isTagType = (value: string): value is TagType => (tagTypes as readonly string[]).includes(value);

/** Reads the filters from a query string; unknown tags and values are ignored. */
export function parseFilters(search: string): ShowcaseFilters {
  const params = new URLSearchParams(search);
  return {
    tags: [...new Set(params.getAll('tags').filter(isTagType))],
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** The query string for some filters, leaving out defaults so the plain page keeps a clean URL. */
export function filtersToSearch({tags, operator, name}: ShowcaseFilters): string {
  const params = new URLSearchParams();
  for (const tag of tags) params.append('tags', tag);
  if (operator === 'AND') params.set('operator', operator);
  if (name) params.set('name', name);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isFiltering({tags, name}: ShowcaseFilters): boolean {
  return tags.length > 0 || name.trim() !== '';
}

export function filterSites(sites: readonly Site[], {tags, operator, name}: ShowcaseFilters): Site[] {
  const query = name.trim().toLowerCase();
  return sites.filter((site) => {
    if (query && !site.title.toLowerCase().includes(query)) return false;
    if (tags.length === 0) return true;
    return operator === 'AND'
      ? tags.every((tag) => site.tags.includes(tag))
      : tags.some((tag) => site.tags.includes(tag));
  });
}

const filtersCodec: UrlStateCodec<ShowcaseFilters> = {
  initial: DEFAULT_FILTERS,
  parse: parseFilters,
  serialize: filtersToSearch,
};

/** The current filters (the server renders the unfiltered list). */
export function useShowcaseFilters(): ShowcaseFilters {
  return useUrlState(filtersCodec)[0];
}

/** Returns a function that changes some filters and records the result in the URL. */
export function useUpdateShowcaseFilters(): (change: Partial<ShowcaseFilters>) => void {
  const setFilters = useUrlState(filtersCodec)[1];
  return useCallback(
    // Typing replaces the entry, so Back does not step through every keystroke.
    (change) => setFilters(change, {replace: Object.keys(change).every((key) => key === 'name')}),
    [setFilters],
  );
}

export function useFilteredSites(): Site[] {
  const filters = useShowcaseFilters();
  return useMemo(() => filterSites(sortedSites, filters), [filters]);
}

export function siteCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'site' : 'sites'}`;
}
