import {describe, expect, it} from 'vitest';
import {parseFeed} from '@rowanmanning/feed-parser';
import {atomAuthors, completeAtom, completeJson, completeRss} from './completeFeeds';

const urls = {
  rss: 'https://example.com/blog/rss.xml',
  atom: 'https://example.com/blog/atom.xml',
  json: 'https://example.com/blog/feed.json',
};
const author = {name: 'Example team', uri: 'https://example.com/'};

const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
    <channel>
        <title>Example</title>
        <link>https://example.com/blog/</link>
        <description>News</description>
        <item><title><![CDATA[A & B]]></title><link>https://example.com/blog/a/</link></item>
        <item><title>C</title><link>https://example.com/blog/c/</link></item>
    </channel>
</rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://example.com/blog/</id>
    <title>Example</title>
    <updated>2022-01-01T00:00:00.000Z</updated>
    <link rel="alternate" href="https://example.com/blog/"/>
    <entry><title type="html"><![CDATA[A <b>bold</b> title]]></title><id>https://example.com/blog/a/</id></entry>
</feed>`;

const postAuthors = new Map([['https://example.com/blog/a/', ['Ada', 'Grace <G>']]]);

describe('completeRss', () => {
  it('adds an atom:link self link and keeps the items and their CDATA', () => {
    const completed = completeRss(rss, urls, postAuthors, author);
    expect(completed).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(completed).toContain('<![CDATA[A & B]]>');
    const feed = parseFeed(completed);
    expect(feed.self).toBe(urls.rss);
    expect(feed.items.map((item) => item.title)).toEqual(['A & B', 'C']);
  });

  it("names each item's authors in dc:creator (namespace declared), the site's team when a post names none", () => {
    const completed = completeRss(rss, urls, postAuthors, author);
    expect(completed).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(completed).toContain('<dc:creator>Grace &lt;G&gt;</dc:creator>');
    const feed = parseFeed(completed);
    expect(feed.items.map((item) => item.authors.map(({name}) => name))).toEqual([['Ada', 'Grace <G>'], [author.name]]);
  });

  it('adds the self link and the authors once', () => {
    const twice = completeRss(completeRss(rss, urls, postAuthors, author), urls, postAuthors, author);
    expect(twice.match(/rel="self"/g)).toHaveLength(1);
    expect(twice.match(/<dc:creator>/g)).toHaveLength(3);
  });
});

describe('atomAuthors', () => {
  it("reads each entry's author names by link", () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>x</id><link href="https://example.com/blog/a/"/>
      <author><name>Ada</name></author><author><name> Grace </name></author></entry><entry><id>y</id></entry></feed>`;
    expect([...atomAuthors(xml)]).toEqual([
      ['https://example.com/blog/a/', ['Ada', 'Grace']],
      ['y', []],
    ]);
  });
});

describe('completeAtom', () => {
  it('adds a self link and a feed author', () => {
    const feed = parseFeed(completeAtom(atom, urls, author));
    expect(feed.self).toBe(urls.atom);
    expect(feed.authors.map(({name, url}) => ({name, url}))).toEqual([{name: author.name, url: author.uri}]);
    expect(feed.items[0].title).toBe('A <b>bold</b> title');
  });

  it('keeps an author the feed already has', () => {
    const withAuthor = atom.replace('<entry>', '<author><name>Someone</name></author><entry>');
    expect(parseFeed(completeAtom(withAuthor, urls, author)).authors.map(({name}) => name)).toEqual(['Someone']);
  });
});

describe('completeJson', () => {
  it('adds feed_url and author after the header fields and keeps the items', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1',
      title: 'Example',
      home_page_url: 'https://example.com/blog/',
      items: [{id: 'a'}],
    });
    const feed = JSON.parse(completeJson(json, urls, author));
    expect(Object.keys(feed)).toEqual(['version', 'title', 'home_page_url', 'feed_url', 'author', 'items']);
    expect(feed.feed_url).toBe(urls.json);
    expect(feed.author).toEqual({name: author.name, url: author.uri});
    expect(feed.items).toEqual([{id: 'a'}]);
  });
});
