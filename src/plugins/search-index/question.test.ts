import {describe, expect, it} from 'vitest';
import {analyseQuery, isQuestion, WEAK_WORD_WEIGHT} from './question';

const plan = (query: string) =>
  analyseQuery(query).plans.map(({term, required, weight, alternatives}) => ({term, required, weight, alternatives}));

describe('isQuestion', () => {
  it('tells questions in plain words from keywords', () => {
    expect(isQuestion('how do I deploy to github pages')).toBe(true);
    expect(isQuestion('What is swizzling')).toBe(true);
    expect(isQuestion('can I have two blogs')).toBe(true);
    expect(isQuestion('sidebar collapsing?')).toBe(true);
    expect(isQuestion('sidebar')).toBe(false);
    expect(isQuestion('deploy github pages')).toBe(false);
    expect(isQuestion('  ')).toBe(false);
  });

  it('takes requests in plain words and sentences for questions, not keywords that open with a verb', () => {
    expect(isQuestion('turn off the blog')).toBe(true);
    expect(isQuestion('keep old links working after renaming pages')).toBe(true);
    expect(isQuestion('deploy to github pages')).toBe(true);
    expect(isQuestion('my changes do not show up after a rebuild')).toBe(true);
    expect(isQuestion('use plugins')).toBe(false);
    expect(isQuestion('translate site labels')).toBe(false);
    expect(isQuestion('docusaurus 2 beta announcement')).toBe(false);
  });
});

describe('analyseQuery: question scaffolding', () => {
  it('strips the scaffolding and keeps the topic words required', () => {
    expect(analyseQuery('how do I deploy?')).toMatchObject({question: true, plans: [{term: 'deploi', required: true}]});
    expect(plan('is it possible to explain swizzling')).toEqual([
      {term: 'swizzl', required: true, weight: 1, alternatives: []},
    ]);
  });

  it("makes a question's generic verbs and the site's name optional and lighter", () => {
    expect(plan('how to add a blog post to my docusaurus site')).toEqual([
      {term: 'add', required: false, weight: WEAK_WORD_WEIGHT, alternatives: []},
      {term: 'blog', required: true, weight: 1, alternatives: []},
      {term: 'post', required: true, weight: 1, alternatives: []},
      {term: 'docusauru', required: false, weight: WEAK_WORD_WEIGHT, alternatives: []},
      {term: 'site', required: false, weight: WEAK_WORD_WEIGHT, alternatives: []},
    ]);
  });

  it('makes the docs and their audience optional: "can people read my docs offline" is about offline reading', () => {
    expect(plan('can people read my docs offline').map(({term, required}) => [term, required])).toEqual([
      ['peopl', false],
      ['read', true],
      ['doc', false],
      ['pwa', true],
    ]);
    expect(plan('how can users search the documentation').map(({term, required}) => [term, required])).toEqual([
      ['user', false],
      ['search', true],
      ['document', false],
    ]);
  });

  it('makes switches and qualifiers optional: "turn off the blog" is about the blog', () => {
    expect(plan('turn off the blog').map(({term, required}) => [term, required])).toEqual([
      ['turn', false],
      ['off', false],
      ['blog', true],
    ]);
    expect(plan('how do I write my own plugin').map(({term, required}) => [term, required])).toEqual([
      ['write', false],
      ['own', false],
      ['plugin', true],
    ]);
    // "What moves where" in a migration guide is no answer to moving a site to another host.
    expect(plan('move my site to netlify').map(({term, required}) => [term, required])).toEqual([
      ['move', false],
      ['site', false],
      ['netlifi', true],
    ]);
    // "Keeping translations in sync" is no answer to keeping the translation files in a folder of one's choice.
    expect(plan('keep the blog posts in a folder').map(({term, required}) => [term, required])).toEqual([
      ['keep', false],
      ['blog', true],
      ['post', true],
      ['folder', true],
    ]);
  });

  it("keeps the site's name light in a question when a synonym brings it in", () => {
    expect(plan('how to update docusaurus')).toContainEqual({
      term: 'docusauru',
      required: false,
      weight: WEAK_WORD_WEIGHT,
      alternatives: [],
    });
    expect(plan('update docusaurus').every(({weight}) => weight === 1)).toBe(true);
  });

  it('keeps every word of a keyword query, and of a question that is only generic words', () => {
    expect(plan('add plugin').map(({required}) => required)).toEqual([true, true]);
    expect(plan('how do I create a site').map(({required}) => required)).toEqual([true, true]);
  });
});

describe('analyseQuery: synonyms', () => {
  it("replaces a reader's phrase with the docs' words, the reader's words still matching", () => {
    expect(plan('how do I enable dark mode')).toEqual([
      {term: 'enabl', required: false, weight: WEAK_WORD_WEIGHT, alternatives: []},
      {term: 'color', required: true, weight: 1, alternatives: ['dark']},
      {term: 'mode', required: true, weight: 1, alternatives: []},
    ]);
  });

  it('makes docs words beyond the number of reader words optional', () => {
    expect(plan('banner')).toEqual([
      {term: 'announc', required: true, weight: 1, alternatives: ['banner']},
      {term: 'bar', required: false, weight: 1, alternatives: []},
    ]);
  });

  it('lets extra reader words count as the last docs word', () => {
    expect(plan('side navigation')).toEqual([
      {term: 'sidebar', required: true, weight: 1, alternatives: ['side', 'navig']},
    ]);
  });

  it('matches phrases as whole words as typed, in order, and never by a shared stem', () => {
    expect(plan('mode dark').map(({term}) => term)).toEqual(['mode', 'dark']);
    expect(plan('colours').map(({term, alternatives}) => [term, alternatives])).toEqual([['color', ['colour']]]);
    expect(plan('subfolder')[0]).toMatchObject({term: 'baseurl', alternatives: ['subfold']});
    // "locally" and "localization" (a reader word for i18n) share the stem `local`.
    expect(plan('locally')[0]).toMatchObject({term: 'develop', alternatives: ['local']});
    expect(plan('installation')).toEqual([{term: 'instal', required: true, weight: 1, alternatives: []}]);
  });

  it('matches phrases of several words by their stems, so that one entry covers their inflections', () => {
    // The table has "renaming pages" and "old links".
    expect(plan('renamed page')[0]).toMatchObject({term: 'redirect', alternatives: ['renam', 'page']});
    expect(plan('old link')[0]).toMatchObject({term: 'redirect', alternatives: ['old', 'link']});
  });
});
