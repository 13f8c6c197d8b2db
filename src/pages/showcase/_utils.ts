// Showcase filter state. It lives in the query string (?tags=a&tags=b&operator=AND&name=x)
// so that a filtered view is a URL a visitor can share, and survives a reload.
import {useCallback, useMemo} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
    return operator === 'AND' ? tags.every((tag) => site.tags.includes(tag)) : tags.some((tag) => site.tags.includes(tag));
  });
}

/**
 * The current filters. The server renders the unfiltered list, so the URL is only read once
 * hydration is done: reading it earlier would make the first client render differ from the HTML.
 */
export function useShowcaseFilters(): ShowcaseFilters {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  return useMemo(() => (isBrowser ? parseFilters(search) : DEFAULT_FILTERS), [isBrowser, search]);
}

/** Returns a function that changes some filters and records the result in the URL. */
export function useUpdateShowcaseFilters(): (change: Partial<ShowcaseFilters>) => void {
  const history = useHistory();
  return useCallback(
    (change) => {
      // Read the URL at call time, not at render time, so quick successive changes all count.
      const next = {...parseFilters(history.location.search), ...change};
      const location = {pathname: history.location.pathname, search: filtersToSearch(next)};
      // Typing replaces the entry, so Back does not step through every keystroke.
      const onlyName = Object.keys(change).every((key) => key === 'name');
      if (onlyName) history.replace(location);
      else history.push(location);
    },
    [history],
  );
}

export function useFilteredSites(): Site[] {
  const filters = useShowcaseFilters();
  return useMemo(() => filterSites(sortedSites, filters), [filters]);
}

export function siteCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'site' : 'sites'}`;
}
