import {describe, expect, it} from 'vitest';
import {filesForContexts, searchContexts, type DocsInstance} from './contexts';
import {MANIFEST_VERSION, type Manifest} from './types';

const instances: DocsInstance[] = [
  {
    pluginId: 'default',
    versions: [
      {name: 'current', isLast: true},
      {name: '2.0.0-beta.22', isLast: false},
      {name: '2.0.0-beta.21', isLast: false},
    ],
  },
  {pluginId: 'community', versions: [{name: 'current', isLast: true}]},
];

describe('searchContexts', () => {
  it('uses the latest version of every docs instance outside the docs', () => {
    expect(searchContexts(instances)).toEqual(['default', 'docs-default-current', 'docs-community-current']);
  });

  it('uses the version being read (or chosen) for its instance', () => {
    expect(searchContexts(instances, {pluginId: 'default', versionName: '2.0.0-beta.21'})).toEqual([
      'default',
      'docs-default-2.0.0-beta.21',
      'docs-community-current',
    ]);
  });

  it('falls back to the latest version for a version that does not exist', () => {
    expect(searchContexts(instances, {pluginId: 'default', versionName: '1.0.0'})).toContain('docs-default-current');
  });
});

describe('filesForContexts', () => {
  const entry = (file: string) => ({
    file,
    snippets: file.replace('.json.gz', '.snippets'),
    bytes: 1,
    pages: 1,
    sections: 1,
  });
  const manifest: Manifest = {
    version: MANIFEST_VERSION,
    contexts: {default: entry('default.a.json.gz'), 'docs-default-current': entry('docs-default-current.b.json.gz')},
  };

  it('lists the files of the contexts that have an index', () => {
    expect(filesForContexts(manifest, ['default', 'docs-default-current', 'docs-docs-tests-current'])).toEqual([
      {context: 'default', file: 'default.a.json.gz'},
      {context: 'docs-default-current', file: 'docs-default-current.b.json.gz'},
    ]);
  });
});
