import type {DocSearchHit, DocSearchTransformClient} from '@docsearch/react';
import {answerHit} from '../answerCard';
import {capHits, toDocSearchHit} from '../docSearchHits';
import {searchIndexes, type LoadedIndex, type SearchHit} from '../../search-index/query';
import {queryWords} from '../../search-index/text';
import {withExcerpts} from './loadIndexes';

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

/** The hits DocSearch shows for one request, before their excerpts are loaded. */
export function searchRequest(indexes: LoadedIndex[], request: object) {
  const started = performance.now();
  const {query, hitsPerPage, indexName} = readRequest(request);
  const matches = searchIndexes(indexes, query);
  return {query, hitsPerPage, indexName, shown: capHits(matches, hitsPerPage), total: matches.length, started};
}

/** Answers one DocSearch request from the loaded indexes, in the shape of an Algolia response. */
async function answerRequest(baseUrl: string, indexes: LoadedIndex[], request: object) {
  const {query, hitsPerPage, indexName, shown, total, started} = searchRequest(indexes, request);
  const wordCount = queryWords(query).length;
  const withText = await withExcerpts(baseUrl, shown);
  const hits: DocSearchHit[] = withText.map((hit) => toDocSearchHit(hit, wordCount));
  const answer = {query, hit: answerHit(withText)};
  return {
    answer,
    hits,
    nbHits: total,
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

/** The answer card's hit for a query (see `answerHit`). */
export type QueryAnswer = {query: string; hit: SearchHit | null};

/**
 * Replaces DocSearch's Algolia client with one that searches the local
 * index: the modal then never contacts a host. `getIndexes` loads the indexes
 * of the current search contexts. When that fails, the search answers nothing
 * and `onIndexLoad(false)` tells the modal to show the error texts. It does
 * not reject: what DocSearch shows for a rejected search depends on the status
 * its autocomplete library ends in, which has changed between releases. `onAnswer` receives each query's answer
 * card, which the modal shows above DocSearch's lists.
 */
export function createLocalSearchClient(
  algoliaClient: DocSearchTransformClient,
  baseUrl: string,
  getIndexes: () => Promise<LoadedIndex[]>,
  onIndexLoad: (loaded: boolean) => void,
  onAnswered: () => void,
  onAnswer: (answer: QueryAnswer) => void = () => {},
): DocSearchTransformClient {
  async function search(params: SearchRequest) {
    const requests: object[] = Array.isArray(params) ? params : params.requests;
    const indexes = await getIndexes().catch(() => null);
    onIndexLoad(indexes !== null);
    const answers = await Promise.all(requests.map((request) => answerRequest(baseUrl, indexes ?? [], request)));
    if (indexes) onAnswered();
    const [first] = answers;
    if (first) onAnswer(first.answer);
    return {results: answers.map(({answer: _answer, ...result}) => result)};
  }
  return {
    // The client's `search` is generic in the hit type, which a concrete implementation cannot be.
    search: search as DocSearchTransformClient['search'],
    addAlgoliaAgent: algoliaClient.addAlgoliaAgent,
    transporter: algoliaClient.transporter,
  };
}
