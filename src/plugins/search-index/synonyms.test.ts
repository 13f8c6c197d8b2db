import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {searchSynonyms} from '../../data/searchSynonyms';
import {queryWords, textTerms} from './text';
import {readBuiltIndexes} from './relevance';

const buildDir = path.resolve(__dirname, '../../../build');

/** The docs' own vocabulary: every term of a page title, a section heading or an option name in the built index. */
function builtVocabulary(): Set<string> {
  const vocabulary = new Set<string>();
  for (const index of readBuiltIndexes(buildDir).values()) {
    for (const page of index.pages) textTerms(page.t).forEach((term) => vocabulary.add(term));
    for (const section of index.sections) {
      textTerms(section.h.at(-1) ?? '').forEach((term) => vocabulary.add(term));
      textTerms(section.o ?? '').forEach((term) => vocabulary.add(term));
    }
  }
  return vocabulary;
}

describe('the synonym table (src/data/searchSynonyms.ts)', () => {
  it("maps to the docs' own words: each is in a title, heading or option name of the build (run `npm run build` first)", () => {
    const vocabulary = builtVocabulary();
    const unknown = searchSynonyms.flatMap(({docs}) =>
      queryWords(docs)
        .filter(({term}) => !vocabulary.has(term))
        .map(({word}) => `${docs}: "${word}"`),
    );
    expect(unknown, 'docs words that no title, heading or option name uses: pick the words the pages use').toEqual([]);
  });

  it('lists each reader phrase once, in lower case, never as its own docs words', () => {
    const readers = searchSynonyms.flatMap((synonym) => synonym.readers);
    expect(readers.filter((reader, position) => readers.indexOf(reader) !== position)).toEqual([]);
    expect(readers.filter((reader) => reader !== reader.toLowerCase())).toEqual([]);
    expect(
      searchSynonyms.filter(({readers: list, docs}) => list.some((reader) => reader === docs.toLowerCase())),
    ).toEqual([]);
  });
});
