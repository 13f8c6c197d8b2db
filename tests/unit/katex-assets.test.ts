import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';

// The math pages link a copy of KaTeX's stylesheet from static/katex/ (so other pages do not load it);
// it must match the katex release that rehype-katex renders with.
const installed = path.dirname(require.resolve('katex/dist/katex.min.css'));
const copied = path.resolve(__dirname, '../../static/katex');
const refresh = 'refresh it: cp node_modules/katex/dist/katex.min.css static/katex/ && cp node_modules/katex/dist/fonts/*.woff2 static/katex/fonts/';

it('static/katex/katex.min.css is the installed katex stylesheet', () => {
  const same = fs.readFileSync(path.join(copied, 'katex.min.css')).equals(fs.readFileSync(path.join(installed, 'katex.min.css')));
  expect(same, `static/katex is out of date; ${refresh}`).toBe(true);
});

it('static/katex/fonts has every woff2 font of the installed katex', () => {
  const fonts = fs.readdirSync(path.join(installed, 'fonts')).filter((file) => file.endsWith('.woff2'));
  const stale = fonts.filter((font) => {
    const copy = path.join(copied, 'fonts', font);
    return !fs.existsSync(copy) || !fs.readFileSync(copy).equals(fs.readFileSync(path.join(installed, 'fonts', font)));
  });
  expect(stale, `missing or different fonts; ${refresh}`).toEqual([]);
});
