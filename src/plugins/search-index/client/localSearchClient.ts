import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {capHits, toDocSearchHit} from '../docSearchHits';
import {searchIndexes, type LoadedIndex} from '../query';
import {queryWords} from '../text';

type SearchRequest = Parameters<DocSearchTransformClient['search']>[0];

/** DocSearch's own default page size. */
const DEFAULT_HITS_PER_PAGE = 20;

function readRequest(request: object): {query: string; hitsPerPage: number; indexName: string} {
  return {
    query: 'query' in request && typeof request.query === 'string' ? request.query : '',
    hitsPerPage:
      'hitsPerPage' in request && typeof request.hitsPerPage === 'number' ? request.hitsPerPage : DEFAULT_HITS_PER_PAGE,
    indexName: 'indexName' in request && typeof request.indexName === 'string' ? request.indexName : '',
  };
}

/** Answers one DocSearch request from the loaded indexes, in the shape of an Algolia response. */
export function answerRequest(indexes: LoadedIndex[], request: object) {
  const started = performance.now();
  const {query, hitsPerPage, indexName} = readRequest(request);
  const matches = searchIndexes(indexes, query);
  const wordCount = queryWords(query).length;
  const hits: DocSearchHit[] = capHits(matches, hitsPerPage).map((hit) => toDocSearchHit(hit, wordCount));
  return {
    hits,
    nbHits: matches.length,
    page: 0,
    nbPages: 1,
    hitsPerPage,
    query,
    params: '',
    index: indexName,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/**
 * Replaces DocSearch's Algolia client with one that searches the local
 * index: the modal then never contacts a host. `getIndexes` loads the indexes
 * of the current search contexts. When that fails, the search answers nothing
 * and `onIndexLoad(false)` tells the modal to show the error texts. It does
 * not reject: what DocSearch shows for a rejected search depends on the status
 * its autocomplete library ends in, which has changed between releases.
 */
export function createLocalSearchClient(
  algoliaClient: DocSearchTransformClient,
  getIndexes: () => Promise<LoadedIndex[]>,
  onIndexLoad: (loaded: boolean) => void,
): DocSearchTransformClient {
  async function search(params: SearchRequest) {
    const requests: object[] = Array.isArray(params) ? params : params.requests;
    const indexes = await getIndexes().catch(() => null);
    onIndexLoad(indexes !== null);
    return {results: requests.map((request) => answerRequest(indexes ?? [], request))};
  }
  return {
    // The client's `search` is generic in the hit type, which a concrete implementation cannot be.
    search: search as DocSearchTransformClient['search'],
    addAlgoliaAgent: algoliaClient.addAlgoliaAgent,
    transporter: algoliaClient.transporter,
  };
}
