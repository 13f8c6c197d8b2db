import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {HtmlValidate, type ConfigData} from 'html-validate';
import {buildDir, repoDir, requireBuild} from './builtSite';

// One built page of every kind through html-validate, with the rules of .htmlvalidate.json (README, "HTML
// validation", says which rules are off and why: minified output and theme markup we do not own).
const pagesByKind: Record<string, string> = {
  home: 'index.html',
  doc: 'docs/index.html',
  'API doc': 'docs/api/docusaurus-config/index.html',
  'versioned doc': 'docs/2.0.0-beta.21/installation/index.html',
  'community doc': 'community/support/index.html',
  'blog post': 'blog/2021/05/12/announcing-docusaurus-two-beta/index.html',
  'blog list': 'blog/index.html',
  tags: 'blog/tags/index.html',
  archive: 'blog/archive/index.html',
  'changelog release': 'changelog/2.0.0-beta.22/index.html',
  'changelog list': 'changelog/index.html',
  showcase: 'showcase/index.html',
  versions: 'versions/index.html',
  'feature requests': 'feature-requests/index.html',
  search: 'search/index.html',
  '404': '404.html',
  'test page': 'tests/docs/tests/img-tests/index.html',
};

const config = JSON.parse(fs.readFileSync(path.join(repoDir, '.htmlvalidate.json'), 'utf8')) as ConfigData;
const htmlValidate = new HtmlValidate(config);

it.each(Object.entries(pagesByKind))('the %s page (%s) is valid HTML', async (_kind, file) => {
  requireBuild();
  const report = await htmlValidate.validateFile(path.join(buildDir, file));
  const messages = report.results.flatMap((result) =>
    result.messages.map(({ruleId, message, selector}) => `${ruleId}: ${message} [${selector ?? ''}]`),
  );
  expect(messages).toEqual([]);
});

// The rules turned off above for the theme's markup hold for the markup of our own pages: no `style` attribute
// (styles live in CSS modules), and a name only on an element that may carry one. Their `<main>` is checked alone.
const ownPages: Record<string, string> = {
  showcase: 'showcase/index.html',
  'feature requests': 'feature-requests/index.html',
  search: 'search/index.html',
};
const strictValidate = new HtmlValidate({
  ...config,
  // cheerio writes boolean attributes back as `selected=""`: a style of the copy, not of the page.
  rules: {...config.rules, 'no-inline-style': 'error', 'aria-label-misuse': 'error', 'attribute-boolean-style': 'off'},
});

it.each(Object.entries(ownPages))(
  'our markup in the %s page (%s) has no inline style and no misplaced name',
  async (_kind, file) => {
    requireBuild();
    const main = cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'))('main');
    expect(main.length, `${file} has a <main>`).toBe(1);
    const report = await strictValidate.validateString(
      `<!doctype html><html lang="en"><head><title>${file}</title></head><body>${main.toString()}</body></html>`,
    );
    const messages = report.results.flatMap((result) =>
      result.messages.map(({ruleId, message, selector}) => `${ruleId}: ${message} [${selector ?? ''}]`),
    );
    expect(messages).toEqual([]);
  },
);
