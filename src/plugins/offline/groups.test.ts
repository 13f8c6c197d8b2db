import {describe, expect, it} from 'vitest';
import {groupFiles, isExcluded, pageGroup, pageUrl, routeAssets, type BuiltFile} from './groups';

const versions = [
  {name: 'current', label: 'Next', path: '/docs/'},
  {name: '1.0', label: '1.0', path: '/docs/1.0/'},
];

const file = (name: string, bytes = 100): BuiltFile => ({
  file: name,
  revision: `r-${name}`,
  bytes,
  wireBytes: bytes / 2,
});

describe('offline groups', () => {
  it('maps built HTML files to the URLs they answer', () => {
    expect(pageUrl('/', 'index.html')).toBe('/');
    expect(pageUrl('/', 'docs/intro/index.html')).toBe('/docs/intro/');
    expect(pageUrl('/', '404.html')).toBe('/404.html');
  });

  it('gives a page to the docs version with the longest matching path', () => {
    expect(pageGroup('/docs/1.0/intro/', versions)).toBe('docs-1.0');
    expect(pageGroup('/docs/intro/', versions)).toBe('docs-current');
    expect(pageGroup('/blog/', versions)).toBe('site');
  });

  it('leaves out test pages, debug pages, Markdown twins, llms.txt, precompressed copies and the search index', () => {
    for (const name of [
      'tests/docs/index.html',
      '__docusaurus/debug/index.html',
      'docs/intro.md',
      'llms-full.txt',
      'assets/js/main.js.gz',
      'assets/css/a.css.br',
      'search-index/manifest.json',
      'sw.js',
      'offline-manifest.json',
    ]) {
      expect(isExcluded(name), name).toBe(true);
    }
    expect(isExcluded('version-compare/1.0...2.0.json')).toBe(false);
  });

  it('puts an asset with the only group using it, shared and unreferenced assets in the site group, files of a version no page loads in its group', () => {
    const files = [
      file('docs/1.0/intro/index.html'),
      file('docs/intro/index.html'),
      file('blog/index.html'),
      file('tests/index.html'),
      file('assets/js/main.js'),
      file('assets/js/old.js'),
      file('assets/js/lazy.js'),
      file('assets/js/test-only.js'),
      file('version-compare/1.0...current.json'),
      file('docs/1.0/facts.json'),
      file('docs/intro.md'),
    ];
    const references = new Map([
      ['/docs/1.0/intro/', ['/assets/js/main.js', '/assets/js/old.js']],
      ['/docs/intro/', ['/assets/js/main.js']],
      ['/blog/', ['/assets/js/main.js']],
      ['/tests/', ['/assets/js/main.js', '/assets/js/test-only.js']],
    ]);
    const {groups, pages} = groupFiles({files, references, versions, baseUrl: '/'});
    const urls = Object.fromEntries(groups.map((group) => [group.id, group.files.map(([url]) => url)]));
    expect(urls).toEqual({
      site: ['/assets/js/lazy.js', '/assets/js/main.js', '/blog/', '/version-compare/1.0...current.json'],
      'docs-current': ['/docs/intro/'],
      'docs-1.0': ['/assets/js/old.js', '/docs/1.0/facts.json', '/docs/1.0/intro/'],
    });
    expect(pages).toContain('/tests/');
    const site = groups.find((group) => group.id === 'site')!;
    expect([site.bytes, site.wireBytes]).toEqual([400, 200]);
  });

  it('gives a page the chunks of its route and of the layout routes above it', () => {
    const manifest = {
      origins: {layout: ['1'], doc: ['2', '3'], other: ['4']},
      assets: {
        '1': {js: [{publicPath: '/assets/js/layout.js'}]},
        '2': {js: [{publicPath: '/assets/js/doc.js'}], css: [{publicPath: '/assets/css/doc.css'}]},
        '3': {js: [{publicPath: '/assets/js/shared.js'}]},
        '4': {js: [{publicPath: '/assets/js/other.js'}]},
      },
    };
    const routes = {
      '/docs-abc': {__comp: 'layout'},
      '/docs/intro/-d1e': {__comp: 'doc', content: 'missing'},
      '/blog/-f00': 'other',
    };
    const assets = routeAssets(['/docs/intro/', '/blog/'], routes, manifest);
    expect(assets.get('/docs/intro/')).toEqual([
      '/assets/js/layout.js',
      '/assets/js/doc.js',
      '/assets/css/doc.css',
      '/assets/js/shared.js',
    ]);
    expect(assets.get('/blog/')).toEqual(['/assets/js/other.js']);
  });
});
