import type {PageRecord} from './types';

/** A docs version's segment in a path: `/docs/2.0.0-beta.21/sidebar/` is the beta.21 copy of `/docs/sidebar/`. */
const VERSION_SEGMENT = /^(\/docs\/)\d+\.\d+\.\d+(?:-[a-z]+\.\d+)?\//;

/** A page's path (without the base URL) with its docs version left out, so that every version's copy shares it. */
export function unversionedPath(pagePath: string): string {
  return pagePath.replace(VERSION_SEGMENT, '$1');
}

/** Each query under the page it expects first (unversioned: see `unversionedPath`). */
export function questionsByPage(questions: {query: string; expect: string[]}[]): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const {query, expect} of questions) {
    const page = expect[0];
    if (!page) continue;
    const key = unversionedPath(page);
    byPage.set(key, [...(byPage.get(key) ?? []), query]);
  }
  return byPage;
}

/**
 * The records with the readers' questions each page answers (`PageRecord.readerQuestions`), in every docs version
 * that has the page: a question asked while reading beta.21 is asked of the current docs too. A question is kept as
 * often as it was asked, since a page asked about in the same words again and again should rank higher for them.
 */
export function withReaderQuestions(
  records: PageRecord[],
  questions: {query: string; expect: string[]}[],
  baseUrl: string,
): PageRecord[] {
  const byPage = questionsByPage(questions);
  return records.map((record) => {
    const asked = byPage.get(unversionedPath(record.url.slice(baseUrl.length - 1)));
    return asked ? {...record, readerQuestions: asked} : record;
  });
}
