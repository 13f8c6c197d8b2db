import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {citedClaims, observationProblems} from './observations.mjs';
import {checkDoc} from '../content-check.mjs';

// A scratch observations folder: the tests must not change when the lab re-records the committed files.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'observations-test-'));
fs.writeFileSync(
  path.join(dir, '9.9.9.json'),
  JSON.stringify({
    version: '9.9.9',
    claims: {
      'pages.wrapperClassName.elements': {how: 'fixture', value: ['html']},
      'lifecycle.loadContentError.build.namesPlugin': {how: 'fixture', value: false},
    },
  }),
);
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const page = [
  '---',
  'title: Example',
  '---',
  '',
  'The class goes on `<html>`.{/* claim: pages.wrapperClassName.elements = ["html"] */}',
  '',
  'The message does not name the plugin.{/* claim: lifecycle.loadContentError.build.namesPlugin = false */}',
  '',
  '```md',
  '{/* claim: inside.a.fence = 1 */}',
  '```',
].join('\n');

const problems = (source: string) => observationProblems('docs/example.mdx', source, '9.9.9', {dir});

describe('cited observations', () => {
  it('reads the id, the stated value and the line of each citation, skipping code fences', () => {
    expect(citedClaims(page)).toEqual([
      {id: 'pages.wrapperClassName.elements', expected: '["html"]', line: 5},
      {id: 'lifecycle.loadContentError.build.namesPlugin', expected: 'false', line: 7},
    ]);
    expect(citedClaims('Markdown.<!-- claim: a.b = true -->')).toEqual([{id: 'a.b', expected: 'true', line: 1}]);
  });

  it('passes a page whose citations agree with the observations', () => {
    expect(problems(page)).toEqual([]);
  });

  it('fails with file:line when the cited observation says otherwise', () => {
    const wrong = page.replace('elements = ["html"]', 'elements = ["main"]');
    expect(problems(wrong)).toEqual([
      'docs/example.mdx:5: claim pages.wrapperClassName.elements: the page says ["main"], 9.9.9 was observed to give ["html"]',
    ]);
  });

  it('fails with file:line when the cited observation does not exist', () => {
    const missing = `${page}\n\nIt is fast.{/* claim: build.speed = "fast" */}`;
    expect(problems(missing)).toEqual([
      'docs/example.mdx:13: claim build.speed: not an observation of 9.9.9 (src/data/observations/9.9.9.json has no such id)',
    ]);
  });

  it('fails a citation without a value, a value that is not JSON, and a version without observations', () => {
    expect(problems('A.{/* claim: pages.wrapperClassName.elements */}')[0]).toMatch(
      /^docs\/example\.mdx:1: claim pages\.wrapperClassName\.elements: says no value; write .* = \["html"\]$/,
    );
    expect(problems('A.{/* claim: pages.wrapperClassName.elements = html */}')).toEqual([
      'docs/example.mdx:1: claim pages.wrapperClassName.elements: the value `html` is not JSON',
    ]);
    expect(observationProblems('docs/x.mdx', 'A.{/* claim: a = 1 */}', '0.0.0', {dir})[0]).toMatch(
      /^docs\/x\.mdx:1: claim a: no observations recorded for 0\.0\.0/,
    );
  });
});

describe('the content check', () => {
  it('fails a page whose cited observation (committed for rc.1) says otherwise or is missing, with file:line', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'observations-page-'));
    const file = path.join(scratch, 'page.mdx');
    const prose = 'Words of prose that make the page long enough for the stub rule of the content check. '.repeat(12);
    const claims = [
      'It names the plugin.{/* claim: lifecycle.loadContentError.build.namesPlugin = true */}',
      'Pages build fast.{/* claim: pages.buildSpeed = "fast" */}',
    ];
    fs.writeFileSync(file, `---\ntitle: T\n---\n\n${prose}\n\n${claims.join('\n\n')}\n`);
    try {
      const {problems: found} = await checkDoc(file, scratch);
      expect(found).toHaveLength(2);
      expect(found[0]).toMatch(
        /page\.mdx:7: claim lifecycle\.loadContentError\.build\.namesPlugin: the page says true, 2\.0\.0-rc\.1 was observed to give false$/,
      );
      expect(found[1]).toMatch(/page\.mdx:9: claim pages\.buildSpeed: not an observation of 2\.0\.0-rc\.1/);
    } finally {
      fs.rmSync(scratch, {recursive: true, force: true});
    }
  });
});
