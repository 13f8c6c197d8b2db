import {expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {builtFileFor, readBuilt} from './builtSite';

// build/sitemap.xml against the sitemaps.org protocol (https://www.sitemaps.org/protocol.html), and against the
// build: every URL it lists is a page the site serves, none of them a test or debug page.
const site = new URL('https://docusaurus.io');
const changefreqs = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
// W3C Datetime: a date, or a date and time with a time zone.
const w3cDatetime = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const xml = readBuilt('sitemap.xml');
const $ = cheerio.load(xml, {xmlMode: true});
const urls = $('urlset > url')
  .toArray()
  .map((url) => ({
    locs: $(url)
      .children('loc')
      .toArray()
      .map((loc) => $(loc).text()),
    lastmod: $(url).children('lastmod').text(),
    changefreq: $(url).children('changefreq').text(),
    priority: $(url).children('priority').text(),
  }));

it('is a urlset in the sitemap namespace, within the size limits', () => {
  expect($.root().children().first().prop('tagName')?.toLowerCase()).toBe('urlset');
  expect($('urlset').attr('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(urls.length).toBeGreaterThan(300);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
});

it('gives every URL one absolute loc on the site’s host, listed once', () => {
  const bad = urls.filter(({locs}) => {
    if (locs.length !== 1 || locs[0].length >= 2048) return true;
    const url = new URL(locs[0]);
    return url.origin !== site.origin || url.search !== '' || url.hash !== '';
  });
  expect(bad).toEqual([]);
  const locs = urls.map(({locs: [loc]}) => loc);
  expect(new Set(locs).size).toBe(locs.length);
});

it('uses only valid lastmod, changefreq and priority values', () => {
  const bad = urls.filter(
    ({lastmod, changefreq, priority}) =>
      (lastmod && !w3cDatetime.test(lastmod)) ||
      (changefreq && !changefreqs.includes(changefreq)) ||
      (priority && !(/^[01](\.\d+)?$/.test(priority) && Number(priority) <= 1)),
  );
  expect(bad).toEqual([]);
});

it('lists only pages the build serves, and no test, debug or 404 page', () => {
  const bad = urls
    .map(({locs: [loc]}) => new URL(loc).pathname)
    .filter((pathname) => /^\/(tests|__docusaurus)\/|^\/404/.test(pathname) || !builtFileFor(pathname));
  expect(bad).toEqual([]);
});

it('dates every doc by its last change and every blog post by its day', () => {
  const dated = urls.map(({locs: [loc], lastmod}) => ({pathname: new URL(loc).pathname, lastmod}));
  // Generated category pages have no source file, so no date.
  const undatedDocs = dated.filter(
    ({pathname, lastmod}) => /^\/(docs|community)\/./.test(pathname) && !pathname.includes('/category/') && !lastmod,
  );
  expect(undatedDocs).toEqual([]);
  const posts = dated.filter(({pathname}) => /^\/blog\/\d{4}\//.test(pathname));
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.filter(({pathname, lastmod}) => !pathname.startsWith(`/blog/${lastmod.replace(/-/g, '/')}/`))).toEqual(
    [],
  );
});
