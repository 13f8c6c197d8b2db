import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PageHits} from '../../../plugins/search-index/query';
import {missingPageQuery} from '../../../plugins/search-ui/client/missingPage';
import {searchPageUrl} from '../../../plugins/search-ui/client/searchPageUrl';
import {useSearchContexts} from '../../../plugins/search-ui/client/useSearchContexts';

const SUGGESTIONS = 3;

type State = {status: 'searching'} | {status: 'done'; pages: PageHits[]};

/**
 * The pages that best match the words of the missing URL. The search code and the index load after hydration,
 * so other pages' first load does not grow; without an index (development, Algolia) only the link to the search
 * page remains.
 */
export default function PageSuggestions(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const contexts = useSearchContexts();
  // Rendered in the browser only (see ./index.tsx), so the missing URL is known.
  const query = missingPageQuery(pathname, siteConfig.baseUrl);
  const [state, setState] = useState<State>({status: 'searching'});

  useEffect(() => {
    if (!query) return undefined;
    let current = true;
    import('../../../plugins/search-ui/client/notFoundSearch')
      .then(({bestPages}) => bestPages(siteConfig.baseUrl, contexts, query, SUGGESTIONS))
      .then(
        (pages) => current && setState({status: 'done', pages}),
        () => current && setState({status: 'done', pages: []}),
      );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, contexts, query]);

  if (!query) return null;
  const pages = state.status === 'done' ? state.pages : [];
  return (
    <div className="container margin-bottom--xl">
      <div className="row">
        <section
          className="col col--6 col--offset-3"
          aria-labelledby="not-found-suggestions"
          aria-busy={state.status === 'searching'}
        >
          <Heading as="h2" id="not-found-suggestions">
            {translate({id: 'notFound.suggestions.title', message: 'Perhaps you were looking for'})}
          </Heading>
          {pages.length > 0 && (
            <ul>
              {pages.map((page) => (
                <li key={page.pageUrl}>
                  <Link to={page.pageUrl}>{page.title}</Link> <small>({page.category})</small>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={searchPageUrl(siteConfig.baseUrl, query)}>
              {translate({id: 'notFound.suggestions.search', message: 'Search the site for “{query}”'}, {query})}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
