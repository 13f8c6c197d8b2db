import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {xml2js, type Element} from 'xml-js';

// Checks the feeds of the production build (`npm run build` first; skipped without a build).
const buildDir = path.resolve(__dirname, '../../build');
const sharedDir = path.resolve(__dirname, '../../../shared');

function readTsv(file: string): Record<string, string>[] {
  const [header, ...rows] = fs
    .readFileSync(path.join(sharedDir, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const columns = header.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((value, i) => [columns[i], value])));
}

function parseFeed(relativePath: string): Element {
  // xml2js throws on malformed XML, which is the validity check.
  return xml2js(fs.readFileSync(path.join(buildDir, relativePath), 'utf8')) as Element;
}

function countElements(node: Element, name: string): number {
  return (node.name === name ? 1 : 0) + (node.elements ?? []).reduce((sum, child) => sum + countElements(child, name), 0);
}

const hasBuild = fs.existsSync(path.join(buildDir, 'blog', 'rss.xml'));

describe.runIf(hasBuild)('feeds of the production build', () => {
  const blogPosts = fs.existsSync(path.join(sharedDir, 'blog.tsv')) ? readTsv('blog.tsv').length : 11;
  const releases = fs.existsSync(path.join(sharedDir, 'changelog.tsv')) ? readTsv('changelog.tsv').length : 75;

  it.each([
    ['blog/rss.xml', 'item', blogPosts],
    ['blog/atom.xml', 'entry', blogPosts],
    ['changelog/rss.xml', 'item', releases],
    ['changelog/atom.xml', 'entry', releases],
  ])('%s is valid XML with one <%s> per post', (feed, element, expected) => {
    expect(countElements(parseFeed(feed), element)).toBe(expected);
  });
});
