import {describe, expect, it} from 'vitest';
import {injectNote} from './build';
import {changedSections, comparePage, type PageVersion} from './compare';
import {versionNames} from './normalise';
import {extractSections} from './sections';
import type {Section} from './types';

const page = (version: string, sections: Section[], title = 'Installation'): PageVersion => ({
  side: {id: 'installation', title, path: `/docs/${version}/installation/`, category: 'Getting Started'},
  sections,
  names: versionNames(version, version),
});

const s = (anchor: string, heading: string, text: string): Section => ({anchor, heading, level: 2, text});

describe('comparePage', () => {
  it('sees no change where only the version being read is named', () => {
    const older = page('2.0.0-beta.21', [s('', '', 'Run npx create-docusaurus@2.0.0-beta.21 site classic.')]);
    const newer = page('2.0.0-beta.22', [s('', '', 'Run npx create-docusaurus@2.0.0-beta.22 site classic.')]);
    expect(changedSections(comparePage(older, newer))).toEqual([]);
  });

  it('sees no change where a sentence naming its own version now names that same release as another one', () => {
    const older = page('2.0.0-beta.21', [s('', '', 'Opening the browser arrived in 2.0.0-beta.21.')]);
    const newer = page('2.0.0-beta.22', [s('', '', 'Opening the browser arrived in 2.0.0-beta.21.')]);
    expect(changedSections(comparePage(older, newer))).toEqual([]);
  });

  it('sees no change in text that is the same in both versions, even where it names one of them', () => {
    const text = 'Searching from a 2.0.0-beta.22 page returns beta.22 docs; see v2.0.0-beta.22.md.';
    const older = page('2.0.0-beta.22', [s('', '', text)]);
    const newer = page('2.0.0-beta.23', [s('', '', text)]);
    expect(changedSections(comparePage(older, newer))).toEqual([]);
  });

  it('gives the added and removed words of an edited section, and shows each side its own version name', () => {
    const older = page('2.0.0-beta.21', [
      s('', '', 'Intro.'),
      s('run', 'Run', 'Start 2.0.0-beta.21 with npm start today.'),
    ]);
    const newer = page('2.0.0-beta.22', [
      s('', '', 'Intro.'),
      s('run', 'Run', 'Start 2.0.0-beta.22 with yarn start today.'),
    ]);
    const [changed, ...rest] = changedSections(comparePage(older, newer));
    expect(rest).toEqual([]);
    expect(changed).toMatchObject({status: 'changed', wordsAdded: 1, wordsRemoved: 1, to: {anchor: 'run'}});
    expect(changed!.parts!.filter(([op]) => op !== 0)).toEqual([
      [-1, 'npm'],
      [1, 'yarn'],
    ]);
    expect(changed!.parts!.map(([, text]) => text).join('')).toContain('2.0.0-beta.22');
  });

  it('reports a new page and a deleted page with all their words', () => {
    const added = comparePage(undefined, page('2.0.0-beta.22', [s('', '', 'Two words')]));
    expect(added.sections).toEqual([
      expect.objectContaining({status: 'added', wordsAdded: 2, parts: [[1, 'Two words']]}),
    ]);
    const removed = comparePage(page('2.0.0-beta.21', [s('', '', 'Three old words')]), undefined);
    expect(removed.sections).toEqual([expect.objectContaining({status: 'removed', wordsRemoved: 3})]);
  });

  it('counts a renamed heading with the same text as a change without a text diff', () => {
    const older = page('a', [s('setup', 'Setup', 'Same words.')]);
    const newer = page('b', [s('setup', 'Set up', 'Same words.')]);
    const changed = changedSections(comparePage(older, newer));
    expect(changed).toEqual([expect.objectContaining({status: 'changed', renamed: true, wordsAdded: 0})]);
    expect(changed[0]!.parts).toBeUndefined();
  });
});

describe('extractSections', () => {
  it('splits the rendered content at anchored h2/h3, without the title, anchors and buttons', () => {
    const html = `<article><div class="markdown"><header><h1>Title</h1></header>
      <div class="theme-version-compare-note-slot"><aside>Changed</aside></div>
      <p>Intro <em>text</em>.</p>
      <h2 id="one">One<a class="hash-link" href="#one">\u200b</a></h2><p>First.</p>
      <pre><code><span class="token-line">npm run build<br></span><span class="token-line">npm run serve<br></span></code></pre>
      <button>Copy</button>
      <h3 id="two">Two</h3><ul><li>a</li><li>b</li></ul></div></article>`;
    expect(extractSections(html)).toEqual([
      {anchor: '', heading: '', level: 1, text: 'Intro text.'},
      {anchor: 'one', heading: 'One', level: 2, text: 'First.\nnpm run build\nnpm run serve'},
      {anchor: 'two', heading: 'Two', level: 3, text: 'a\nb'},
    ]);
  });

  it('answers null for a page without doc content', () => {
    expect(extractSections('<main><p>No article</p></main>')).toBeNull();
  });
});

describe('injectNote', () => {
  it('fills the empty slot of a minified page, and refuses a page without one', () => {
    const html = '<h1>Title</h1></header><div class=theme-version-compare-note-slot></div><p>Text';
    expect(injectNote(html, '<aside>Note</aside>')).toBe(
      '<h1>Title</h1></header><div class=theme-version-compare-note-slot><aside>Note</aside></div><p>Text',
    );
    expect(() => injectNote('<p>No slot</p>', '<aside>Note</aside>')).toThrow(
      /no empty theme-version-compare-note-slot/,
    );
  });
});
