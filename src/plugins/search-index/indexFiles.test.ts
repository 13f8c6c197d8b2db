import {gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildIndexFile, excerpt, recordsToIndexFiles} from './indexFiles';
import type {IndexFile, PageRecord} from './types';

const records: PageRecord[] = [
  {
    context: 'docs-default-current',
    url: '/docs/sidebar/',
    category: 'Guides',
    title: 'Sidebar',
    sections: [
      {headings: [], anchor: '', text: 'Group docs together in a sidebar.'},
      {headings: ['Collapsing'], anchor: 'collapsing', text: 'Categories can start collapsed.'},
    ],
  },
  {
    context: 'docs-default-2.0.0-beta.21',
    url: '/docs/2.0.0-beta.21/sidebar/',
    category: 'Guides',
    title: 'Sidebar',
    sections: [{headings: [], anchor: '', text: 'The beta.21 sidebar.'}],
  },
  {
    context: 'default',
    url: '/blog/2021/i18n/',
    category: 'Blog',
    title: 'Releasing i18n',
    sections: [{headings: [], anchor: '', text: 'Translate your site.'}],
  },
];

describe('excerpt', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(excerpt('short text', 20)).toBe('short text');
    expect(excerpt('one two three four five six', 15)).toBe('one two three…');
  });
});

describe('buildIndexFile', () => {
  it('lists pages and sections and indexes every section', () => {
    const file = buildIndexFile(records.slice(0, 1));
    expect(file.pages).toEqual([{u: '/docs/sidebar/', c: 'Guides', t: 'Sidebar'}]);
    expect(file.sections).toEqual([
      {p: 0, h: [], a: '', x: 'Group docs together in a sidebar.'},
      {p: 0, h: ['Collapsing'], a: 'collapsing', x: 'Categories can start collapsed.'},
    ]);
    expect(file.index.documentCount).toBe(2);
  });
});

describe('recordsToIndexFiles', () => {
  const {manifest, files} = recordsToIndexFiles(records);

  it('writes one gzipped, content-hashed file per context, listed in the manifest', () => {
    expect(Object.keys(manifest.contexts)).toEqual(['default', 'docs-default-2.0.0-beta.21', 'docs-default-current']);
    for (const [context, entry] of Object.entries(manifest.contexts)) {
      expect(entry.file).toMatch(new RegExp(`^${context.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.json\\.gz$`));
      const file = files.find(({name}) => name === entry.file)!;
      expect(entry.bytes).toBe(file.content.length);
      const parsed = JSON.parse(gunzipSync(file.content).toString('utf8')) as IndexFile;
      expect(parsed.pages).toHaveLength(entry.pages);
      expect(parsed.sections).toHaveLength(entry.sections);
    }
  });

  it('names files after their content, so an unchanged context keeps its URL', () => {
    const again = recordsToIndexFiles([...records].reverse());
    expect(again.manifest).toEqual(manifest);
    const changed = recordsToIndexFiles([{...records[0]!, title: 'Sidebars'}, ...records.slice(1)]);
    expect(changed.manifest.contexts['docs-default-current']!.file).not.toBe(manifest.contexts['docs-default-current']!.file);
    expect(changed.manifest.contexts.default!.file).toBe(manifest.contexts.default!.file);
  });
});
