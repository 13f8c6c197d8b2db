import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {xml2js, type Element} from 'xml-js';
import {parseChangelog} from '../../src/plugins/changelog/parse';

// Checks the feeds of the production build (`npm test` builds first). The expected counts come from the sources:
// one post per file in blog/, one release per section of CHANGELOG.md.
const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');

function parseFeed(relativePath: string): Element {
  // xml2js throws on malformed XML, which is the validity check.
  return xml2js(fs.readFileSync(path.join(buildDir, relativePath), 'utf8')) as Element;
}

function countElements(node: Element, name: string): number {
  return (
    (node.name === name ? 1 : 0) + (node.elements ?? []).reduce((sum, child) => sum + countElements(child, name), 0)
  );
}

describe('feeds of the production build', () => {
  const blogPosts = fs
    .readdirSync(path.join(siteDir, 'blog'))
    .filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file)).length;
  const releases = parseChangelog(fs.readFileSync(path.join(siteDir, 'CHANGELOG.md'), 'utf8')).length;

  it('has posts and releases to count', () => {
    expect(blogPosts).toBeGreaterThan(0);
    expect(releases).toBeGreaterThan(0);
  });

  it.each([
    ['blog/rss.xml', 'item', blogPosts],
    ['blog/atom.xml', 'entry', blogPosts],
    ['changelog/rss.xml', 'item', releases],
    ['changelog/atom.xml', 'entry', releases],
  ])('%s is valid XML with one <%s> per post', (feed, element, expected) => {
    expect(countElements(parseFeed(feed), element)).toBe(expected);
  });
});
