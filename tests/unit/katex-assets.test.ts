import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {katexDist, staticKatex, woff2OnlyStylesheet} from '../../scripts/sync-katex.mjs';

// The math pages link a copy of KaTeX's stylesheet from static/katex/ (so other pages do not load it);
// it must match the katex release that rehype-katex renders with, and every font it names must be shipped.
const refresh = 'refresh it: node scripts/sync-katex.mjs';
const copiedCss = (): string => fs.readFileSync(path.join(staticKatex, 'katex.min.css'), 'utf8');

it('static/katex/katex.min.css is the installed katex stylesheet, WOFF2 sources only', () => {
  const installed = fs.readFileSync(path.join(katexDist, 'katex.min.css'), 'utf8');
  expect(copiedCss() === woff2OnlyStylesheet(installed), `static/katex is out of date; ${refresh}`).toBe(true);
});

it('static/katex/katex.min.css names only fonts that static/katex/fonts ships', () => {
  const urls = [...copiedCss().matchAll(/url\(([^)]+)\)/g)].map((match) => match[1].replace(/^["']|["']$/g, ''));
  expect(urls.length).toBeGreaterThan(0);
  const missing = urls.filter((url) => !fs.existsSync(path.join(staticKatex, url)));
  expect(missing, `fonts the stylesheet names but static/katex does not ship; ${refresh}`).toEqual([]);
});

it('static/katex/fonts has every woff2 font of the installed katex', () => {
  const fonts = fs.readdirSync(path.join(katexDist, 'fonts')).filter((file) => file.endsWith('.woff2'));
  const stale = fonts.filter((font) => {
    const copy = path.join(staticKatex, 'fonts', font);
    return !fs.existsSync(copy) || !fs.readFileSync(copy).equals(fs.readFileSync(path.join(katexDist, 'fonts', font)));
  });
  expect(stale, `missing or different fonts; ${refresh}`).toEqual([]);
});
