import * as cheerio from 'cheerio';

export type FeedAuthor = {name: string; uri: string};

/** Where one blog's feeds are served, as absolute URLs. */
export type FeedUrls = {rss: string; atom: string; json: string};

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

function loadXml(xml: string): cheerio.CheerioAPI {
  return cheerio.load(xml, {xmlMode: true});
}

/** Author names of each entry of an Atom feed, by entry link. */
export function atomAuthors(xml: string): Map<string, string[]> {
  const $ = loadXml(xml);
  return new Map(
    $('feed > entry')
      .toArray()
      .map((entry) => [
        $(entry).children('link').first().attr('href') ?? $(entry).children('id').text(),
        $(entry)
          .children('author')
          .toArray()
          .map((author) => $(author).children('name').text().trim())
          .filter(Boolean),
      ]),
  );
}

/**
 * The stock blog feeds lack what validators ask for: RSS 2.0 gets an `atom:link rel="self"` (RSS Best Practices)
 * and a `dc:creator` per author on every item (RSS 2.0's own `author` must be an e-mail address, which posts do
 * not give; the names come from the Atom feed, and the site's team stands in for a post without one). Atom gets
 * its own `rel="self"` link and, when the feed has no author, a feed-level author so that every entry has one
 * (RFC 4287 §4.1.1: an entry without an author needs one on the feed).
 */
export function completeRss(xml: string, urls: FeedUrls, authors: Map<string, string[]>, fallback: FeedAuthor): string {
  const $ = loadXml(xml);
  if (!$('rss').attr('xmlns:atom')) $('rss').attr('xmlns:atom', ATOM_NS);
  if (!$('rss').attr('xmlns:dc')) $('rss').attr('xmlns:dc', DC_NS);
  if ($('channel > atom\\:link[rel="self"]').length === 0) {
    $('channel > link').first().after(`<atom:link href="${urls.rss}" rel="self" type="application/rss+xml"/>`);
  }
  $('channel > item').each((_, item) => {
    if ($(item).children('dc\\:creator').length > 0) return;
    const names = authors.get($(item).children('link').text().trim()) ?? [];
    const creators = (names.length > 0 ? names : [fallback.name]).map((name) => $('<dc:creator/>').text(name));
    const title = $(item).children('title').first();
    if (title.length > 0) title.after(...creators);
    else $(item).prepend(...creators);
  });
  return $.xml();
}

export function completeAtom(xml: string, urls: FeedUrls, author: FeedAuthor): string {
  const $ = loadXml(xml);
  const feed = $('feed');
  if (feed.children('link[rel="self"]').length === 0) {
    feed.children('link').first().after(`<link rel="self" type="application/atom+xml" href="${urls.atom}"/>`);
  }
  if (feed.children('author').length === 0) {
    const authorXml = $('<author/>');
    authorXml.append($('<name/>').text(author.name), $('<uri/>').text(author.uri));
    feed.children('link').last().after(authorXml);
  }
  return $.xml();
}

/** JSON Feed 1: `feed_url` is the feed's self link, `author` the fallback for items without one. */
export function completeJson(json: string, urls: FeedUrls, author: FeedAuthor): string {
  const feed = JSON.parse(json) as Record<string, unknown>;
  const {version, title, home_page_url: homePageUrl, ...rest} = feed;
  return JSON.stringify(
    {
      version,
      title,
      home_page_url: homePageUrl,
      feed_url: urls.json,
      author: {name: author.name, url: author.uri},
      ...rest,
    },
    null,
    4,
  );
}
