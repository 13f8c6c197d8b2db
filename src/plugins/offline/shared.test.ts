import {describe, expect, it} from 'vitest';
import {filesToSave, type OfflineManifest} from './manifestTypes';

const manifest: OfflineManifest = {
  build: 'b1',
  groups: [
    {id: 'site', label: 'Site', path: '/', bytes: 10, wireBytes: 4, files: [['/blog/', 'r1', 10, 4]]},
    {id: 'docs-1.0', label: '1.0', path: '/docs/1.0/', bytes: 20, wireBytes: 8, files: [['/docs/1.0/a/', 'r2', 20, 8]]},
    {id: 'docs-2.0', label: '2.0', path: '/docs/', bytes: 30, wireBytes: 9, files: [['/docs/a/', 'r3', 30, 9]]},
  ],
  pages: ['/blog/', '/docs/1.0/a/', '/docs/a/'],
  searchContexts: {'docs-default-1.0': 'docs-1.0', 'docs-default-2.0': 'docs-2.0'},
  printPages: {},
};
const search = {
  contexts: {
    default: {file: 'default.aa.idx.gz', bytes: 5, snippets: 'default.aa.snippets', pages: 1},
    'docs-default-1.0': {
      file: 'docs-default-1.0.bb.idx.gz',
      bytes: 6,
      snippets: 'docs-default-1.0.bb.snippets',
      pages: 2,
    },
    'docs-default-2.0': {
      file: 'docs-default-2.0.cc.idx.gz',
      bytes: 7,
      snippets: 'docs-default-2.0.cc.snippets',
      pages: 1,
    },
  },
};

describe('filesToSave', () => {
  it('takes the site group, the chosen versions with their search index and excerpts, and both manifests', () => {
    const files = filesToSave(manifest, search, ['docs-1.0'], '/');
    expect(files.map(({url}) => url)).toEqual([
      '/blog/',
      '/docs/1.0/a/',
      '/offline-manifest.json',
      '/search-index/manifest.json',
      '/search-index/default.aa.idx.gz',
      '/search-index/default.aa.snippets.json.gz',
      '/search-index/default.aa.snippets.0.json.gz',
      '/search-index/docs-default-1.0.bb.idx.gz',
      '/search-index/docs-default-1.0.bb.snippets.json.gz',
      '/search-index/docs-default-1.0.bb.snippets.0.json.gz',
      '/search-index/docs-default-1.0.bb.snippets.1.json.gz',
    ]);
    expect(files.reduce((sum, {wireBytes}) => sum + wireBytes, 0)).toBe(4 + 8 + 5 + 6);
  });

  it('works without a local search index (Algolia builds)', () => {
    expect(filesToSave(manifest, undefined, [], '/').map(({url}) => url)).toEqual(['/blog/', '/offline-manifest.json']);
  });
});
