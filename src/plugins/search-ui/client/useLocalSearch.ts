import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchHit} from '../../search-index/query';

export type LocalSearchState =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; query: string; hits: SearchHit[]};

/** Searches the local index of `contexts` for `query`, fetching the index files on first use. */
export function useLocalSearch(query: string, contexts: string[]): LocalSearchState {
  const {siteConfig} = useDocusaurusContext();
  // Only settled searches are stored: "idle" and "loading" follow from the query, so the effect sets no state
  // synchronously. The results of the previous query stay on screen until the new ones are ready.
  const [settled, setSettled] = useState<{query: string; state: LocalSearchState}>();
  const trimmed = query.trim();

  useEffect(() => {
    if (!trimmed) return undefined;
    let current = true;
    // The engine loads with the first query, not with the page: it is no part of the page's first-load code.
    // The page lists many hits, with "Load more": it loads every excerpt of the contexts at once.
    Promise.all([import('../../search-index/query'), import('./loadIndexes')])
      .then(([{searchIndexes}, {loadContextSnippets, loadIndexes, withExcerpts}]) =>
        Promise.all([
          loadIndexes(siteConfig.baseUrl, contexts),
          loadContextSnippets(siteConfig.baseUrl, contexts),
        ]).then(([indexes]) => withExcerpts(siteConfig.baseUrl, searchIndexes(indexes, trimmed))),
      )
      .then(
        (hits) => current && setSettled({query: trimmed, state: {status: 'done', query: trimmed, hits}}),
        () => current && setSettled({query: trimmed, state: {status: 'error'}}),
      );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, contexts, trimmed]);

  if (!trimmed) return {status: 'idle'};
  if (settled?.query === trimmed || settled?.state.status === 'done') return settled.state;
  return {status: 'loading'};
}
