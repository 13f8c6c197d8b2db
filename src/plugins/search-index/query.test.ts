import {describe, expect, it} from 'vitest';
import {capHits, toDocSearchHit} from './docSearchHits';
import {escapeHtml, markTerms, segmentsToHtml} from './highlight';
import {buildIndexFile} from './indexFiles';
import {groupByPage, loadIndex, searchIndexes, type LoadedIndex} from './query';
import type {IndexFile, PageRecord} from './types';

const sidebarPage: PageRecord = {
  context: 'docs-default-current',
  url: '/docs/sidebar/',
  category: 'Guides',
  title: 'Sidebar',
  sections: [
    {headings: [], anchor: '', text: 'A sidebar groups docs and <b>links</b>.'},
    {headings: ['Collapsing categories'], anchor: 'collapsing', text: 'Categories can start collapsed.'},
    {headings: ['Hiding'], anchor: 'hiding', text: 'Readers can hide the sidebar.'},
  ],
};
const versioningPage: PageRecord = {
  context: 'docs-default-current',
  url: '/docs/versioning/',
  category: 'Guides',
  title: 'Versioning',
  sections: [{headings: [], anchor: '', text: 'Each version has its own sidebar file.'}],
};
const blogPost: PageRecord = {
  context: 'default',
  url: '/blog/i18n/',
  category: 'Blog',
  title: 'Releasing i18n',
  sections: [{headings: [], anchor: '', text: 'Translate every label.'}],
};

/** Through JSON, as the browser receives it. */
function indexOf(context: string, records: PageRecord[]): LoadedIndex {
  return loadIndex(context, JSON.parse(JSON.stringify(buildIndexFile(records))) as IndexFile);
}

const indexes = [indexOf('docs-default-current', [sidebarPage, versioningPage]), indexOf('default', [blogPost])];

describe('searchIndexes', () => {
  it('finds sections across indexes, best first, with their page and anchor', () => {
    const hits = searchIndexes(indexes, 'sidebar');
    expect(hits[0]).toMatchObject({url: '/docs/sidebar/', title: 'Sidebar', category: 'Guides', headings: []});
    expect(hits.map((hit) => hit.url)).toContain('/docs/sidebar/#hiding');
    expect(hits.map((hit) => hit.url)).toContain('/docs/versioning/');
  });

  it('matches the last word as a prefix and tolerates a typo in long words', () => {
    expect(searchIndexes(indexes, 'transl')[0]?.url).toBe('/blog/i18n/');
    expect(searchIndexes(indexes, 'versoning')[0]?.url).toBe('/docs/versioning/');
  });

  it('requires every word, unless no section has them all', () => {
    expect(searchIndexes(indexes, 'hide sidebar').map((hit) => hit.url)).toEqual(['/docs/sidebar/#hiding']);
    expect(searchIndexes(indexes, 'translate zzzzzz').map((hit) => hit.url)).toEqual(['/blog/i18n/']);
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(searchIndexes(indexes, '  ')).toEqual([]);
    expect(searchIndexes(indexes, 'xqzvplugh')).toEqual([]);
  });

  it('tells whether the section heading matched', () => {
    const [collapsing] = searchIndexes(indexes, 'collapsing');
    expect(collapsing).toMatchObject({anchor: 'collapsing', headingMatched: true});
  });
});

describe('groupByPage', () => {
  it('keeps the order of the best hit of each page', () => {
    const pages = groupByPage(searchIndexes(indexes, 'sidebar'));
    expect(pages[0]!.pageUrl).toBe('/docs/sidebar/');
    expect(pages[0]!.hits.length).toBeGreaterThan(1);
    expect(pages.map((page) => page.pageUrl)).toContain('/docs/versioning/');
  });
});

describe('highlighting', () => {
  it('marks the matched words and escapes everything else', () => {
    const segments = markTerms('Use <Tabs> & tabs', new Set(['tabs']));
    expect(segments).toEqual([
      {text: 'Use <', match: false},
      {text: 'Tabs', match: true},
      {text: '> & ', match: false},
      {text: 'tabs', match: true},
    ]);
    expect(segmentsToHtml(segments)).toBe('Use &lt;<mark>Tabs</mark>&gt; &amp; <mark>tabs</mark>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#039;');
  });
});

describe('toDocSearchHit', () => {
  it('builds the hierarchy, type and escaped, highlighted texts DocSearch renders', () => {
    const [intro] = searchIndexes(indexes, 'links');
    const hit = toDocSearchHit(intro!, 1);
    expect(hit).toMatchObject({
      objectID: 'docs-default-current:0',
      type: 'lvl1',
      url: '/docs/sidebar/',
      url_without_anchor: '/docs/sidebar/',
      anchor: null,
      hierarchy: {lvl0: 'Guides', lvl1: 'Sidebar', lvl2: null},
      content: 'A sidebar groups docs and &lt;b&gt;links&lt;/b&gt;.',
    });
    expect(hit._snippetResult.content).toMatchObject({
      value: 'A sidebar groups docs and &lt;b&gt;<mark>links</mark>&lt;/b&gt;.',
      matchLevel: 'full',
    });
  });

  it('types a section hit after its heading when the heading matched, as content otherwise', () => {
    const heading = toDocSearchHit(searchIndexes(indexes, 'collapsing')[0]!, 1);
    expect(heading).toMatchObject({type: 'lvl2', url: '/docs/sidebar/#collapsing', hierarchy: {lvl2: 'Collapsing categories'}});
    expect(heading._highlightResult.hierarchy.lvl2.value).toBe('<mark>Collapsing</mark> categories');
    const content = toDocSearchHit(searchIndexes(indexes, 'readers')[0]!, 1);
    expect(content.type).toBe('content');
  });
});

describe('capHits', () => {
  it('keeps at most three sections of a page', () => {
    const page = {...sidebarPage, sections: Array.from({length: 5}, (_, n) => ({headings: [`Part ${n}`], anchor: `part-${n}`, text: 'sidebar'}))};
    const hits = searchIndexes([indexOf('docs-default-current', [page])], 'sidebar');
    expect(hits).toHaveLength(5);
    expect(capHits(hits, 20)).toHaveLength(3);
    expect(capHits(hits, 2)).toHaveLength(2);
  });
});
