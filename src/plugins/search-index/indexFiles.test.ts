import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {excerpt, pageKind, recordsToIndexFiles} from './indexFiles';
import {loadIndex} from './query';
import {fromColumns, toColumns} from './sectionColumns';
import {blogPost, sidebarPage, sidebarRecord} from './testIndexes';
import type {IndexedSection, PageRecord} from './types';

const records: PageRecord[] = [
  sidebarPage,
  {
    ...sidebarRecord([{headings: [], anchor: '', text: 'The beta.21 sidebar.'}]),
    context: 'docs-default-2.0.0-beta.21',
    url: '/docs/2.0.0-beta.21/sidebar/',
  },
  blogPost,
];

describe('excerpt', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(excerpt('short text', 20)).toBe('short text');
    expect(excerpt('one two three four five six', 15)).toBe('one two three…');
  });
});

describe('pageKind', () => {
  it('tells docs, blog, changelog, feature requests and other pages apart', () => {
    const kind = (context: string, url: string) => pageKind({...records[0]!, context, url}, '/');
    expect(kind('docs-default-current', '/docs/x/')).toBe('docs');
    expect(kind('default', '/blog/x/')).toBe('blog');
    expect(kind('default', '/changelog/2.0.0/')).toBe('changelog');
    expect(kind('default', '/feature-requests/x/')).toBe('feature-request');
    expect(kind('default', '/showcase/')).toBe('page');
  });
});

describe('section columns', () => {
  it('decode to the sections they were made from, options included', () => {
    const sections: IndexedSection[] = [
      {p: 0, h: [], a: '', n: 3},
      {p: 0, h: ['Options'], a: 'options', n: 4},
      {p: 0, h: ['Options', 'Paths'], a: 'paths', n: 2},
      {p: 0, h: ['Usage'], a: 'usage', n: 1},
      {p: 0, h: ['Options', 'Paths', 'routeBasePath'], a: 'routeBasePath', n: 5, o: 'routeBasePath'},
      {p: 0, h: ['Options', 'path'], a: 'options', n: 5, o: 'path'},
      {p: 1, h: [], a: '', n: 7},
    ];
    expect(fromColumns(toColumns(sections))).toEqual(sections);
  });
});

describe('recordsToIndexFiles', () => {
  const {manifest, files} = recordsToIndexFiles(records, '/');

  it('writes one gzipped, content-hashed file per context, listed in the manifest', () => {
    expect(Object.keys(manifest.contexts)).toEqual(['default', 'docs-default-2.0.0-beta.21', 'docs-default-current']);
    for (const [context, entry] of Object.entries(manifest.contexts)) {
      expect(entry.file).toMatch(new RegExp(`^${context.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.idx\\.gz$`));
      const file = files.find(({name}) => name === entry.file)!;
      expect(entry.bytes).toBe(file.content.length);
      const loaded = loadIndex(context, gunzipSync(file.content));
      expect(loaded.pages).toHaveLength(entry.pages);
      expect(loaded.sections).toHaveLength(entry.sections);
      const snippets = files.find(({name}) => name === `${entry.snippets}.json.gz`)!;
      expect(JSON.parse(gunzipSync(snippets.content).toString('utf8'))).toHaveLength(entry.sections);
      const firstPage = files.find(({name}) => name === `${entry.snippets}.0.json.gz`)!;
      expect(JSON.parse(gunzipSync(firstPage.content).toString('utf8'))).toHaveLength(
        loaded.sections.filter((section) => section.p === 0).length,
      );
    }
  });

  it('names files after their content, whatever the order of the records', () => {
    const again = recordsToIndexFiles([...records].reverse(), '/');
    expect(again.manifest).toEqual(manifest);
    const changed = recordsToIndexFiles([{...records[0]!, title: 'Sidebars'}, ...records.slice(1)], '/');
    expect(changed.manifest.contexts['docs-default-current']!.file).not.toBe(
      manifest.contexts['docs-default-current']!.file,
    );
  });
});
