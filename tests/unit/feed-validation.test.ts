import {describe, expect, it} from 'vitest';
import {parseFeed} from '@rowanmanning/feed-parser';
import * as cheerio from 'cheerio';
import {readBuilt} from './builtSite';

// Every feed of the build (blog, changelog, test blog; RSS 2.0, Atom 1.0, JSON Feed) through a real feed parser,
// then checked for what each format requires and what feed readers use to tell the feeds apart.
const site = 'https://docusaurus.io';
const blogs = [
  {route: '/blog/', name: /blog/i},
  {route: '/changelog/', name: /changelog/i},
  {route: '/tests/blog/', name: /test blog/i},
];

describe.each(blogs)('feeds of $route', ({route, name}) => {
  const feedUrl = (file: string): string => `${site}${route}${file}`;

  it('RSS: channel title, link, description, self link and complete items, each naming its authors', () => {
    const xml = readBuilt(`${route}rss.xml`);
    const feed = parseFeed(xml);
    // RSS 2.0's `author` takes an e-mail address: names go in Dublin Core's `dc:creator`, whose namespace is declared.
    expect(cheerio.load(xml, {xmlMode: true})('rss').attr('xmlns:dc')).toBe('http://purl.org/dc/elements/1.1/');
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toMatch(name);
    expect(feed.url).toBe(`${site}${route}`);
    expect(feed.description).toMatch(/\w/);
    expect(feed.description).not.toBe('Docusaurus Blog');
    expect(feed.self).toBe(feedUrl('rss.xml'));
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title, item.url ?? '').toMatch(/\w/);
      expect(item.url).toMatch(new RegExp(`^${site}${route}`));
      expect(item.id).toBe(item.url);
      expect(item.published).toBeInstanceOf(Date);
      expect(item.authors.map((author) => author.name).filter(Boolean), `author of ${item.url}`).not.toEqual([]);
    }
  });

  it('Atom: id, title, updated, self link, and an author for every entry (RFC 4287 §4.1.1)', () => {
    const xml = readBuilt(`${route}atom.xml`);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(cheerio.load(xml, {xmlMode: true})('feed > id').text()).toBe(`${site}${route}`);
    expect(feed.title).toMatch(name);
    expect(feed.updated).toBeInstanceOf(Date);
    expect(feed.self).toBe(feedUrl('atom.xml'));
    expect(feed.items.length).toBeGreaterThan(0);
    for (const entry of feed.items) {
      expect(entry.id, entry.url ?? '').toMatch(new RegExp(`^${site}${route}`));
      expect(entry.title, entry.id ?? '').toMatch(/\w/);
      expect(entry.updated, entry.id ?? '').toBeInstanceOf(Date);
      const authors = entry.authors.length > 0 ? entry.authors : feed.authors;
      expect(authors.map((author) => author.name).filter(Boolean), `author of ${entry.id}`).not.toEqual([]);
    }
  });

  it('JSON Feed: version, title, home page, feed_url and items', () => {
    const feed = JSON.parse(readBuilt(`${route}feed.json`)) as {
      version: string;
      title: string;
      home_page_url: string;
      feed_url?: string;
      description?: string;
      items: {id: string; url?: string; content_html?: string; content_text?: string}[];
    };
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(feed.title).toMatch(name);
    expect(feed.home_page_url).toBe(`${site}${route}`);
    expect(feed.feed_url).toBe(feedUrl('feed.json'));
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.id).toMatch(new RegExp(`^${site}${route}`));
      expect(item.content_html ?? item.content_text).toBeTruthy();
    }
  });
});

it('every page advertises each feed under its own name', () => {
  const $ = cheerio.load(readBuilt('index.html'));
  const feeds = $('link[rel="alternate"][type]')
    .toArray()
    .map((link) => ({href: $(link).attr('href'), title: $(link).attr('title')}));
  expect(feeds.map(({href}) => href).sort()).toEqual(
    blogs.flatMap(({route}) => ['atom.xml', 'feed.json', 'rss.xml'].map((file) => `${route}${file}`)).sort(),
  );
  const titles = feeds.map(({title}) => title);
  expect(new Set(titles).size, titles.join(' | ')).toBe(titles.length);
  for (const {route, name} of blogs) {
    for (const feed of feeds.filter(({href}) => href?.startsWith(route) && !href.slice(route.length).includes('/'))) {
      expect(feed.title, feed.href).toMatch(name);
    }
  }
});
