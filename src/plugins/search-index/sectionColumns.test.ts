import {describe, expect, it} from 'vitest';
import {fromColumns, headingSlug, toColumns} from './sectionColumns';
import type {IndexedSection} from './types';

const sections: IndexedSection[] = [
  {p: 0, h: [], a: '', n: 10},
  {p: 0, h: ['Main features'], a: 'main-features', n: 20},
  {p: 0, h: ['Main features', 'What’s new? (2.0)'], a: 'whats-new-20', n: 5},
  // A repeated heading: Docusaurus numbers the second one.
  {p: 0, h: ['Main features', 'translate'], a: 'translate-1', n: 4},
  // Options: named by their anchor, with an anchor of their own, or the parent's.
  {p: 0, h: ['Main features', 'sidebarPath'], a: 'sidebarPath', n: 3, o: 'sidebarPath'},
  {p: 0, h: ['Main features', 'path'], a: 'per-version-options-path', n: 3, o: 'path'},
  {p: 0, h: ['Main features', 'label'], a: 'main-features', n: 3, o: 'label'},
  {p: 1, h: [], a: '', n: 7},
  // A heading without an anchor.
  {p: 1, h: ['Notes'], a: '', n: 2},
];

describe('section columns', () => {
  it('give back the sections they were made of', () => {
    expect(fromColumns(toColumns(sections))).toEqual(sections);
  });

  it('leave out the anchors that are the heading’s slug or the option’s name', () => {
    expect(toColumns(sections).anchor).toEqual([
      null,
      null,
      null,
      'translate-1',
      null,
      'per-version-options-path',
      '',
      null,
      '',
    ]);
  });

  it('slug headings as Docusaurus does for plain ones', () => {
    expect(headingSlug('Deploying to GitHub Pages')).toBe('deploying-to-github-pages');
    expect(headingSlug('`docusaurus.config.js`: what’s in it?')).toBe('docusaurusconfigjs-whats-in-it');
    expect(headingSlug('Étape 1 — installer')).toBe('étape-1--installer');
  });
});
