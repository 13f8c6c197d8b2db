// Writes one preview SVG per showcase site to static/img/showcase/, named after its `preview` path.
// Screenshots would need the network, so each preview is drawn from the site's name: a colour
// derived from the title, a faint grid and a few shapes. Existing files are overwritten.
// Run: node scripts/generate-showcase-previews.mjs
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// jiti (already used by Docusaurus to load its TypeScript config) lets this plain Node script read the TS data.
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {sites} = load(path.join(siteDir, 'src/data/showcase/sites.ts'));

const WIDTH = 640;
const HEIGHT = 360;
const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

/** FNV-1a: a stable number per title, so a site keeps its colours between runs. */
function hash(text) {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function hslToHex(hue, saturation, lightness) {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a long title over two lines at the space closest to its middle. */
function titleLines(title) {
  if (title.length <= 16 || !title.includes(' ')) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = title.indexOf(' '); i !== -1; i = title.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

function previewSvg({title, website}) {
  const seed = hash(title);
  const hue = seed % 360;
  // Dark enough that white text keeps a contrast well above 4.5:1.
  const from = hslToHex(hue, 60, 28);
  const to = hslToHex((hue + 40) % 360, 65, 20);
  const lines = titleLines(title);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.min(72, Math.floor(560 / (longest * 0.6)));
  const lineHeight = Math.round(fontSize * 1.15);
  const firstBaseline = Math.round(HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.3);
  const shapes = [0, 1, 2]
    .map((i) => {
      const n = seed >>> (i * 8);
      const cx = 40 + (n % 560);
      const cy = 30 + ((n >>> 4) % 300);
      const r = 40 + ((n >>> 2) % 90);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".06"/>`;
    })
    .join('');
  const text = lines
    .map((line, i) => `<tspan x="${WIDTH / 2}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const host = new URL(website).host.replace(/^www\./, '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}: preview of a site built with Docusaurus</title>`,
    `<defs><linearGradient id="bg" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" stroke-opacity=".07"/></pattern></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#grid)"/>${shapes}`,
    `<text text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${text}</text>`,
    `<text x="${WIDTH / 2}" y="${HEIGHT - 28}" text-anchor="middle" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity=".8">${escapeXml(host)}</text>`,
    '</svg>\n',
  ].join('');
}

const outDir = path.join(siteDir, 'static/img/showcase');
fs.mkdirSync(outDir, {recursive: true});
for (const site of sites) {
  const file = path.join(siteDir, 'static', site.preview);
  if (path.dirname(file) !== outDir)
    throw new Error(`${site.title}: preview must be under /img/showcase/, got ${site.preview}`);
  fs.writeFileSync(file, previewSvg(site));
}
console.log(`wrote ${sites.length} previews to ${path.relative(siteDir, outDir)}/`);
