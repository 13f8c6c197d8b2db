import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchIndexes, type SearchHit} from '../../search-index/query';
import {loadContextSnippets, loadIndexes, withExcerpts} from './loadIndexes';

export type LocalSearchState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; query: string; hits: SearchHit[]};

/** Searches the local index of `contexts` for `query`, fetching the index files on first use. */
export function useLocalSearch(query: string, contexts: string[]): LocalSearchState {
  const {siteConfig} = useDocusaurusContext();
  const [state, setState] = useState<LocalSearchState>({status: 'idle'});

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    // Results of the previous query stay on screen until the new ones are ready.
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    // The page lists many hits, with "Load more": it loads every excerpt of the contexts at once.
    Promise.all([loadIndexes(siteConfig.baseUrl, contexts), loadContextSnippets(siteConfig.baseUrl, contexts)])
      .then(([indexes]) => withExcerpts(siteConfig.baseUrl, searchIndexes(indexes, trimmed)))
      .then(
        (hits) => current && setState({status: 'done', query: trimmed, hits}),
        () => current && setState({status: 'error'}),
      );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, contexts, query]);

  return state;
}
