import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-blog';
import changelogPlugin from './index';

// The stock blog plugin reads the posts folder; here it only records what the folder held when it read it.
const blogReads = vi.hoisted((): string[][] => []);
vi.mock('@docusaurus/plugin-content-blog', async () => {
  const {readdirSync} = await import('node:fs');
  const {resolve} = await import('node:path');
  return {
    default: async (context: LoadContext, options: PluginOptions) => ({
      name: 'docusaurus-plugin-content-blog',
      loadContent: async () => {
        blogReads.push(readdirSync(resolve(context.siteDir, options.path)).sort());
        return {};
      },
    }),
    validateOptions: () => ({}),
  };
});

const changelog = `# Changelog

## 2.0.0-beta.22 (2022-07-08)

Headline of the release.

### Bug fixes

- **core**: a fix.

## 2.0.0-beta.21 (2022-05-27)

Only a summary.
`;

function siteWithChangelog(): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-plugin-'));
  fs.writeFileSync(path.join(siteDir, 'CHANGELOG.md'), changelog);
  return siteDir;
}

describe('changelogPlugin', () => {
  let siteDir = '';
  afterEach(() => {
    vi.restoreAllMocks();
    blogReads.length = 0;
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it('writes each release post once per build, before the blog plugin reads them', async () => {
    siteDir = siteWithChangelog();
    const postsDir = path.join(siteDir, 'changelog/source');
    const writes = vi.spyOn(fs, 'writeFileSync');
    const context = {siteDir, baseUrl: '/'} as LoadContext;
    const options = {path: 'changelog/source', routeBasePath: 'changelog'} as PluginOptions;

    const plugin = await changelogPlugin(context, options);
    await plugin.loadContent!();

    const posts = ['2022-07-08-2.0.0-beta.22.md', '2022-05-27-2.0.0-beta.21.md'];
    expect(writes.mock.calls.map(([file]) => file)).toEqual(posts.map((post) => path.join(postsDir, post)));
    expect(blogReads).toEqual([[...posts].sort()]);
  });
});
