import {translate} from '@docusaurus/Translate';

/** Queries offered when a search finds nothing: topics most readers come for. */
export const SUGGESTED_QUERIES = ['sidebar', 'versioning', 'plugin', 'deployment'];

/** Texts shared by the search modal and the search page. */
export const searchMessages = {
  noResults: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for'}),
  suggestions: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'}),
  reportMissing: translate({
    id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
    message: 'Believe this query should return results?',
  }),
  reportMissingLink: translate({
    id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
    message: 'Let us know.',
  }),
  // The index only exists in a production build: say so in development instead of blaming the network.
  errorTitle:
    process.env.NODE_ENV === 'development'
      ? translate({id: 'search.devIndexMissing.title', message: 'The search index is built with `npm run build`'})
      : translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'}),
  errorHelp:
    process.env.NODE_ENV === 'development'
      ? translate({id: 'search.devIndexMissing.help', message: 'Run `npm run build && npm run serve` to try search.'})
      : translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        }),
};

/** Where to report a query that should have found something: a new issue titled with the query. */
export function missingResultsUrl(organizationName: string, projectName: string, query: string): string {
  const title = `Search: no results for "${query}"`;
  return `https://github.com/${organizationName}/${projectName}/issues/new?title=${encodeURIComponent(title)}`;
}
