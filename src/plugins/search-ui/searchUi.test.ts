import {describe, expect, it} from 'vitest';
import {capHits, toDocSearchHit} from './docSearchHits';
import {escapeHtml, markTerms, segmentsToHtml} from './highlight';
import {indexesOf, sidebarPage} from '../search-index/testIndexes';
import {searchIndexes} from '../search-index/query';

const indexes = indexesOf([sidebarPage]);
/** Hits with the excerpt the client loads from the snippet files. */
const search = (query: string) =>
  searchIndexes(indexes, query).map((hit) => ({...hit, excerpt: sidebarPage.sections[hit.snippet.position]!.text}));

describe('highlighting', () => {
  it('marks the matched words and escapes everything else', () => {
    const segments = markTerms('Use <Tabs> & tabs', new Set(['tab']));
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
    const [intro] = search('links');
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
    const heading = toDocSearchHit(search('collapsing')[0]!, 1);
    expect(heading).toMatchObject({
      type: 'lvl2',
      url: '/docs/sidebar/#collapsing',
      hierarchy: {lvl2: 'Collapsing categories'},
    });
    expect(heading._highlightResult.hierarchy.lvl2.value).toBe('<mark>Collapsing</mark> categories');
    const content = toDocSearchHit(search('readers')[0]!, 1);
    expect(content.type).toBe('content');
  });
});

describe('capHits', () => {
  it('keeps at most three sections of a page', () => {
    const page = {
      ...sidebarPage,
      sections: Array.from({length: 5}, (_, n) => ({headings: [`Part ${n}`], anchor: `part-${n}`, text: 'sidebar'})),
    };
    const hits = searchIndexes(indexesOf([page]), 'sidebar');
    expect(hits).toHaveLength(5);
    expect(capHits(hits, 20)).toHaveLength(3);
    expect(capHits(hits, 2)).toHaveLength(2);
  });
});
