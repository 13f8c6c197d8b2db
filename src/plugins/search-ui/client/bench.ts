import {searchRequest} from './localSearchClient';
import type {LoadedIndex} from '../../search-index/query';

/** What `scripts/bench-search.mjs` calls in the page. */
export type SearchBench = {
  /** Milliseconds each query takes through the modal's search code, indexes already loaded. */
  time(queries: string[]): Promise<number[]>;
};

declare global {
  interface Window {
    __searchBench?: SearchBench;
  }
}

/** Exposes `window.__searchBench`, only on pages opened with `?bench`. */
export function exposeBench(getIndexes: () => Promise<LoadedIndex[]>): void {
  if (!new URLSearchParams(window.location.search).has('bench')) return;
  window.__searchBench = {
    async time(queries) {
      const indexes = await getIndexes();
      return queries.map((query) => {
        const started = performance.now();
        searchRequest(indexes, {query});
        return performance.now() - started;
      });
    },
  };
}
