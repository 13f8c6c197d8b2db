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
    // In release order, a subset of the tagged releases (the full run: node scripts/facts/history.mjs --extract).
    expect(history.releases).toEqual(HISTORY_RELEASES.filter((r) => history.releases.includes(r)));
    expect(history.releases).toEqual(expect.arrayContaining(['2.0.0-beta.21', '2.0.0-beta.22', '2.0.0-rc.1']));
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
});
