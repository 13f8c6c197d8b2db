import {describe, expect, it} from 'vitest';
import type {LoadedPlugin} from '@docusaurus/types';
import {llmsFullTxt, llmsTxt} from './llms';
import {collectSections} from './pages';
import {isTwinless, twinUrl} from './twinUrl';

const doc = (id: string, permalink: string, unlisted = false) => ({
  id,
  permalink,
  title: id,
  description: `About ${id}.`,
  unlisted,
});

function version(versionName: string, path: string) {
  return {
    versionName,
    label: versionName === 'current' ? 'Next' : versionName,
    path,
    docs: [
      doc('intro', `${path}/`),
      doc('guide', `${path}/guide/`),
      doc('orphan', `${path}/orphan/`),
      doc('secret', `${path}/secret/`, true),
    ],
    sidebars: {
      docs: [
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          label: 'More',
          link: {type: 'generated-index', permalink: `${path}/category/more/`, description: 'More\n  pages.'},
          items: [{type: 'doc', id: 'guide'}],
        },
        {type: 'link'},
      ],
    },
  };
}

// Only what collectSections reads of Docusaurus's loaded plugins.
const plugins = [
  {options: {id: 'default'}, content: {loadedVersions: [version('current', '/docs'), version('1.0', '/docs/1.0')]}},
  {options: {id: 'changelog', blogTitle: 'Changelog'}, content: {blogPosts: [{metadata: doc('v1', '/changelog/v1/')}]}},
  {options: {id: 'community'}, content: {loadedVersions: [version('current', '/community')]}},
  {options: {id: 'default'}, content: {items: []}},
] as unknown as LoadedPlugin[];

describe('collectSections', () => {
  const sections = collectSections(plugins);

  it('makes one section per docs version, one per unversioned docs instance and one per blog', () => {
    expect(sections.map(({title, fullTextBase}) => [title, fullTextBase])).toEqual([
      ['Docs Next', '/docs/'],
      ['Docs 1.0', '/docs/1.0/'],
      ['Community', undefined],
      ['Changelog', undefined],
    ]);
  });

  it('orders a version in sidebar order, generated indexes included, then the docs no sidebar shows', () => {
    expect(sections[1].pages.map((page) => [page.permalink, page.listed, page.generatedIndex ?? false])).toEqual([
      ['/docs/1.0/', true, false],
      ['/docs/1.0/category/more/', true, true],
      ['/docs/1.0/guide/', true, false],
      ['/docs/1.0/orphan/', true, false],
      ['/docs/1.0/secret/', false, false],
    ]);
  });
});

describe('llmsTxt and llmsFullTxt', () => {
  const site = {url: 'https://example.test', title: 'Example', summary: 'Docs of Example.'};

  it('write the llmstxt.org layout with twin links and one-line notes', () => {
    const text = llmsTxt(site, collectSections(plugins).slice(1, 2));
    expect(text).toMatch(/^# Example\n\n> Docs of Example\.\n\n[^\n]+\n\n## Docs 1\.0\n\n/);
    expect(text).toContain(
      '- [All of the 1.0 docs in one file](https://example.test/docs/1.0/llms-full.txt): ' +
        'every page of this version in sidebar order\n' +
        '- [intro](https://example.test/docs/1.0.md): About intro.\n' +
        '- [More](https://example.test/docs/1.0/category/more.md): More pages.\n',
    );
    expect(text).not.toContain('secret');
  });

  it('give every page of a full text its title and URL', () => {
    const text = llmsFullTxt(site, '1.0', 'https://example.test/docs/1.0/', [
      {title: 'Intro', url: 'https://example.test/docs/1.0/', body: '## Start\n\nHello.'},
      {title: 'Guide', url: 'https://example.test/docs/1.0/guide/', body: 'Steps.'},
    ]);
    expect(text).toBe(
      '# Example 1.0 documentation\n\n' +
        '> All pages of this docs version in sidebar order, from https://example.test/docs/1.0/.\n' +
        '\n---\n\n# Intro\n\nURL: https://example.test/docs/1.0/\n\n## Start\n\nHello.\n' +
        '\n---\n\n# Guide\n\nURL: https://example.test/docs/1.0/guide/\n\nSteps.\n',
    );
  });
});

describe('twinUrl', () => {
  it.each([
    ['/docs/installation/', '/docs/installation.md'],
    ['/docs/', '/docs.md'],
    ['/docs/2.0.0-beta.22/', '/docs/2.0.0-beta.22.md'],
    ['/docs/api/plugins/@docusaurus/plugin-pwa/', '/docs/api/plugins/@docusaurus/plugin-pwa.md'],
  ])('%s → %s', (page, twin) => {
    expect(twinUrl(page)).toBe(twin);
  });

  it('knows the sections without twins', () => {
    expect([isTwinless('/tests/docs/'), isTwinless('/__docusaurus/debug/'), isTwinless('/docs/tests/')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
