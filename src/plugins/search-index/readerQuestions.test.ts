import fs from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {recordsToIndexFiles} from './indexFiles';
import {searchIndexes} from './query';
import {questionsByPage, unversionedPath, withReaderQuestions} from './readerQuestions';
import {indexesOf, sidebarPage, sidebarRecord, versioningPage} from './testIndexes';
import type {PageRecord} from './types';
import {readerQuestionSets} from '../../data/searchReaderQuestions';

const beta21Sidebar: PageRecord = {
  ...sidebarRecord([{headings: [], anchor: '', text: 'The beta.21 sidebar.'}]),
  context: 'docs-default-2.0.0-beta.21',
  url: '/docs/2.0.0-beta.21/sidebar/',
};

describe('unversionedPath', () => {
  it("leaves a docs version's segment out, and every other path as it is", () => {
    expect(unversionedPath('/docs/2.0.0-beta.21/sidebar/')).toBe('/docs/sidebar/');
    expect(unversionedPath('/docs/2.0.0/api/misc/logger/')).toBe('/docs/api/misc/logger/');
    expect(unversionedPath('/docs/sidebar/')).toBe('/docs/sidebar/');
    expect(unversionedPath('/community/support/')).toBe('/community/support/');
    expect(unversionedPath('/blog/2.0.0-beta.21/')).toBe('/blog/2.0.0-beta.21/');
  });
});

describe('questionsByPage', () => {
  it('files each question under its first expected page only, as often as it was asked', () => {
    const byPage = questionsByPage([
      {query: 'hide the menu', expect: ['/docs/2.0.0-beta.21/sidebar/', '/docs/versioning/']},
      {query: 'hide the menu', expect: ['/docs/sidebar/']},
      {query: 'no page', expect: []},
    ]);
    expect([...byPage]).toEqual([['/docs/sidebar/', ['hide the menu', 'hide the menu']]]);
  });
});

describe('withReaderQuestions', () => {
  const questions = [{query: 'how do I fold the left menu', expect: ['/docs/2.0.0-beta.21/sidebar/']}];

  it("gives a question to the page's copy in every version, under any base URL, and to no other page", () => {
    const withBase = (record: PageRecord) => ({...record, url: `/site${record.url}`});
    const records = withReaderQuestions(
      [sidebarPage, beta21Sidebar, versioningPage].map(withBase),
      questions,
      '/site/',
    );
    expect(records.map((record) => record.readerQuestions)).toEqual([
      ['how do I fold the left menu'],
      ['how do I fold the left menu'],
      undefined,
    ]);
  });

  it("makes the reader's words find the page, without showing them in its snippets", () => {
    const records = withReaderQuestions([sidebarPage, versioningPage], questions, '/');
    expect(searchIndexes(indexesOf([sidebarPage, versioningPage]), 'fold menu')).toEqual([]);
    expect(searchIndexes(indexesOf(records), 'fold menu').map((hit) => hit.url)).toEqual(['/docs/sidebar/']);
    const snippets = (list: PageRecord[]) =>
      recordsToIndexFiles(list, '/')
        .files.filter(({name}) => name.endsWith('.snippets.json.gz'))
        .map(({content}) => gunzipSync(content).toString('utf8'));
    expect(snippets(records)).toEqual(snippets([sidebarPage, versioningPage]));
  });
});

describe('the reader question sets', () => {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');

  it('are sets whose first run the README reports, never the held-out development set', () => {
    const names = Object.keys(readerQuestionSets);
    expect(names.filter((name) => !readme.includes(name))).toEqual([]);
    expect(names).not.toContain('searchQuestionsDev2.json');
    expect(Object.values(readerQuestionSets).every((set) => set.length >= 40)).toBe(true);
  });
});
