// Copies KaTeX's stylesheet and WOFF2 fonts from the installed `katex` package into static/katex/, where the math
// pages link them. Only WOFF2 is shipped (every browser the site supports reads it), so the stylesheet's WOFF and
// TrueType fallbacks, which would point at files that are not there, are removed from each @font-face.
// Run after upgrading katex: node scripts/sync-katex.mjs (tests/unit/katex-assets.test.ts checks the result).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

/** The stylesheet with every non-WOFF2 `url(…) format(…)` source of its @font-face rules removed. */
export function woff2OnlyStylesheet(css) {
  return css.replace(/,url\([^)]*\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
}

export const katexDist = path.dirname(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'));
export const staticKatex = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/katex');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.rmSync(staticKatex, {recursive: true, force: true});
  fs.mkdirSync(path.join(staticKatex, 'fonts'), {recursive: true});
  fs.writeFileSync(
    path.join(staticKatex, 'katex.min.css'),
    woff2OnlyStylesheet(fs.readFileSync(path.join(katexDist, 'katex.min.css'), 'utf8')),
  );
  for (const font of fs.readdirSync(path.join(katexDist, 'fonts')).filter((file) => file.endsWith('.woff2'))) {
    fs.copyFileSync(path.join(katexDist, 'fonts', font), path.join(staticKatex, 'fonts', font));
  }
}
