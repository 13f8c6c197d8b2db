import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  FIRST_SCHEMA_RELEASE,
  HISTORY_RELEASES,
  MISSING_RELEASES,
  buildHistory,
  itemsOf,
  stateAt,
} from '../../scripts/facts/history-lib.mjs';
import type {History} from '../../src/plugins/option-anchors/history';

const root = path.join(__dirname, '../..');
const history = JSON.parse(fs.readFileSync(path.join(root, 'src/data/facts/history.json'), 'utf8')) as History;
const facts = (release: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'src/data/facts', `${release}.json`), 'utf8')) as object;

// The committed rc.1 facts (extract.mjs) lost the default prism theme; rc.1's theme-classic
// lib/validateThemeConfig.js still sets `theme: palenight` (line 40), as the history extraction records.
const extractedRight = ['themeConfig:theme-classic:prism.theme.plain', 'themeConfig:theme-classic:prism.theme.styles'];

describe('option history (src/data/facts/history.json)', () => {
  it('covers every tagged 2.0 prerelease from the first schema on, and records the unpublished ones as missing', () => {
    expect(FIRST_SCHEMA_RELEASE).toBe('2.0.0-alpha.59');
    expect(history.releases).toEqual(HISTORY_RELEASES);
    expect(history.missing).toEqual(['2.0.0-beta.11', '2.0.0-beta.12']);
    for (const release of MISSING_RELEASES) expect(history.releases).not.toContain(release);
  });

  it('rebuilds the committed facts of the documented releases item for item', () => {
    for (const release of ['2.0.0-beta.21', '2.0.0-beta.22', '2.0.0-rc.1']) {
      const fromFacts = itemsOf(facts(release));
      const fromHistory = stateAt(history, release);
      expect([...fromHistory.keys()].sort(), release).toEqual([...fromFacts.keys()].sort());
      // Object defaults restate their children's defaults: the history records the children's changes only.
      const isObject = (v: unknown) => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
      for (const [key, state] of fromFacts) {
        if (release === '2.0.0-rc.1' && extractedRight.includes(key)) continue;
        const rebuilt = {...fromHistory.get(key)} as {default?: unknown};
        const expected = {...state} as {default?: unknown};
        if (isObject(rebuilt.default) || isObject(expected.default)) [rebuilt.default, expected.default] = [0, 0];
        expect(rebuilt, `${key} in ${release}`).toEqual(expected);
      }
    }
  });

  it('dates changes between the documented releases as the history built from their facts alone does', () => {
    const releases = ['2.0.0-beta.21', '2.0.0-beta.22', '2.0.0-rc.1'];
    const small = buildHistory(releases.map((release) => ({release, facts: facts(release)})));
    for (const [key, item] of Object.entries(small.items as History['items'])) {
      if (extractedRight.includes(key)) continue;
      const changes = history.items[key].changes.filter((c) => releases.slice(1).includes(c.in));
      expect(changes, key).toEqual(item.changes);
    }
  });

  // Each `since` below was checked by hand in the npm tarballs (`npm pack`, unpacked under /tmp) of the release before
  // and of the release that added the item; the files read are named per item.
  it.each([
    // core lib/server/configValidation.js: beta.9 has no `staticDirectories`, beta.10 has Joi.array() default ['static'].
    ['config:staticDirectories', '2.0.0-beta.10'],
    // plugin-content-blog lib/pluginOptionSchema.js: beta.4 no `authorsMapPath`, beta.5 `authorsMapPath` 'authors.yml'.
    ['plugin:plugin-content-blog:authorsMapPath', '2.0.0-beta.5'],
    // plugin-sitemap lib/options.js: beta.18 no `ignorePatterns`, beta.19 Joi.array() default [].
    ['plugin:plugin-sitemap:ignorePatterns', '2.0.0-beta.19'],
    // plugin-content-docs lib/frontMatter.js: beta.18 no `draft`, beta.19 `draft: Joi.boolean()`.
    ['frontMatter:docs:draft', '2.0.0-beta.19'],
    // core bin/docusaurus.mjs: beta.20 has `--no-minify` on `build` only, beta.21 also on `start`.
    ['cli:start:--no-minify', '2.0.0-beta.21'],
  ])('%s first appears in %s', (key, release) => {
    expect(history.items[key]?.since).toBe(release);
    const before = history.releases[history.releases.indexOf(release) - 1];
    expect(stateAt(history, before).has(key)).toBe(false);
    expect(stateAt(history, release).has(key)).toBe(true);
  });

  it('records a changed default with the old value', () => {
    // theme-search-algolia lib/validateThemeConfig.js: DEFAULT_CONFIG.contextualSearch false in beta.14, true in beta.15.
    expect(history.items['themeConfig:theme-search-algolia:algolia.contextualSearch'].changes).toContainEqual({
      in: '2.0.0-beta.15',
      default: {from: false, to: true},
    });
  });

  it('records a removal, and a default that appears as null (not as "no default")', () => {
    // plugin-pwa lib/options.js: beta.20 `reloadPopup` default '@theme/PwaReloadPopup'; beta.21 Joi.any().forbidden().
    const pwa = history.items['plugin:plugin-pwa:reloadPopup'];
    expect(pwa.changes.at(-1)).toEqual({in: '2.0.0-beta.21', removed: true});
    expect(stateAt(history, '2.0.0-beta.20').get('plugin:plugin-pwa:reloadPopup')?.default).toBe(
      '@theme/PwaReloadPopup',
    );
    expect(stateAt(history, '2.0.0-beta.14').get('themeConfig:theme-classic:footer.links[].title')?.default).toBeNull();
  });

  it('records a rename, and the keys under a renamed key move with it', () => {
    // theme-classic lib/validateThemeConfig.js: beta.18 `hideableSidebar: Joi.bool()`; beta.19 forbids it, "moved to
    // themeConfig.docs.sidebar.hideable", which appears there with the same type and default.
    expect(history.items['themeConfig:theme-classic:hideableSidebar'].changes.at(-1)).toEqual({
      in: '2.0.0-beta.19',
      removed: true,
      renamedTo: 'themeConfig:theme-classic:docs.sidebar.hideable',
    });
    expect(history.items['themeConfig:theme-classic:metadatas[].name'].changes.at(-1)).toMatchObject({
      in: '2.0.0-beta.10',
      renamedTo: 'themeConfig:theme-classic:metadata[].name',
    });
    const releases = ['r1', 'r2'].map((release, i) => ({
      release,
      facts: {siteConfig: [{name: i ? 'b' : 'a', type: ['string']}]},
    }));
    expect(() => buildHistory(releases, {renames: {'config:a': {to: 'config:b', in: 'r9'}}})).toThrow(/says r9/);
  });

  it('records beta.11 and beta.12 as missing, never as extracted releases', () => {
    expect(history.missing).toEqual(['2.0.0-beta.11', '2.0.0-beta.12']);
    expect(history.releases).toHaveLength(38);
    expect(history.releases).toEqual(HISTORY_RELEASES);
    expect(history.releases.indexOf('2.0.0-beta.13') - history.releases.indexOf('2.0.0-beta.10')).toBe(1);
  });
});
