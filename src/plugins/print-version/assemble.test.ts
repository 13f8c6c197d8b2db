import {describe, expect, it} from 'vitest';
import * as cheerio from 'cheerio';
import {assemblePrintDocument, docAnchor, joinPrintDocument, printPartOfPage, type PrintVersions} from './assemble';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><link rel="stylesheet" href="/assets/css/main.css">` +
  `<script src="/assets/js/main.js" defer></script><link rel="preload" href="/assets/js/x.js" as="script"></head>` +
  `<body><nav class="navbar">nav</nav><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>` +
  `${body}</div></article></body></html>`;

describe('assemblePrintDocument', () => {
  const html = assemblePrintDocument({
    siteTitle: 'Site',
    siteUrl: 'https://example.com',
    versionLabel: '1.0',
    versionPath: '/docs/1.0/',
    printPath: '/docs/1.0/print/',
    docs: [
      {
        permalink: '/docs/1.0/',
        html: page('Intro', '<h2 id="start">Start</h2><a href="/docs/1.0/guide/#setup">setup</a>'),
      },
      {
        permalink: '/docs/1.0/guide/',
        html: page(
          'Guide',
          '<h2 id="setup">Setup <a class="hash-link" href="#setup">#</a></h2><a href="#setup">here</a>' +
            '<a href="/blog/">blog</a><details><summary>More</summary><div style="display:none">hidden</div></details>' +
            '<div class="tabs-container"><ul role="tablist"><li role="tab">npm</li></ul>' +
            '<div role="tabpanel" hidden><p class="tab-print-label">yarn</p>yarn add</div></div>',
        ),
      },
    ],
  });
  const $ = cheerio.load(html);

  it('names anchors after the doc path', () => {
    expect(docAnchor('/docs/1.0/', '/docs/1.0/')).toBe('doc-index');
    expect(docAnchor('/docs/1.0/sidebar/items/', '/docs/1.0/')).toBe('doc-sidebar-items');
  });

  it('keeps the styles, drops every script, and is not indexed', () => {
    expect($('script')).toHaveLength(0);
    expect($('link[rel="preload"]')).toHaveLength(0);
    expect($('link[rel="stylesheet"]').attr('href')).toBe('/assets/css/main.css');
    expect($('meta[name="robots"]').attr('content')).toContain('noindex');
    expect($('nav.navbar')).toHaveLength(0);
  });

  it('lists the docs in order, each as an article, with a contents list pointing at them', () => {
    expect(
      $('article h1')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(['Intro', 'Guide']);
    expect(
      $('.print-toc a')
        .map((_, el) => $(el).attr('href'))
        .get(),
    ).toEqual(['#doc-index', '#doc-guide']);
  });

  it('turns links between its docs into fragment links, and every fragment link has its target', () => {
    expect($('a:contains("setup")').attr('href')).toBe('#doc-guide--setup');
    expect($('a:contains("here")').attr('href')).toBe('#doc-guide--setup');
    expect($('a:contains("blog")').attr('href')).toBe('https://example.com/blog/');
    for (const link of $('a[href^="#"]').toArray()) {
      const id = $(link).attr('href')!.slice(1);
      expect($(`[id="${id}"]`), id).toHaveLength(1);
    }
    expect($('.hash-link')).toHaveLength(0);
  });

  it('opens details and shows every tab panel without the tab list', () => {
    expect($('details').attr('open')).toBeDefined();
    expect($('details > div').attr('style')).toBeUndefined();
    expect($('[role="tabpanel"]').attr('hidden')).toBeUndefined();
    expect($('[role="tablist"]')).toHaveLength(0);
  });
});

describe('the print document joined from parts', () => {
  const options: PrintVersions = {
    siteTitle: 'Site & "Co"',
    siteUrl: 'https://example.com',
    versions: [{label: '1.0\u00a0beta', path: '/docs/1.0', permalinks: ['/docs/1.0/', '/docs/1.0/guide']}],
  };
  const pages = [
    {url: '/docs/1.0/', html: page('Intro', '<p>Hello&nbsp;there &amp; <code>&lt;b&gt;</code></p>')},
    {url: '/docs/1.0/guide/', html: page('The "Guide" &amp; more\u00a0so', '<pre><code>\n\nindented</code></pre>')},
  ];
  const parts = pages.map((onePage) => printPartOfPage(onePage, options));

  it("takes the frame from the version's first doc only", () => {
    expect(parts[0]!.shell).toBeDefined();
    expect(parts[1]!.shell).toBeUndefined();
  });

  it('is the document that parsing and serialising it whole gives (the bytes the build used to write)', () => {
    const joined = joinPrintDocument(
      {
        siteTitle: options.siteTitle,
        siteUrl: options.siteUrl,
        versionLabel: '1.0\u00a0beta',
        versionPath: '/docs/1.0/',
        printPath: '/docs/1.0/print/',
      },
      parts,
    ).join('');
    expect(joined).toBe(
      `<!doctype html>\n${cheerio
        .load(joined)
        .html()
        .replace(/^<!doctype html>\s*/i, '')}`,
    );
    expect(joined).toContain('<li><a href="#doc-guide">The "Guide" &amp; more&nbsp;so</a></li>');
  });

  it('refuses a page of no printed version and parts without a frame', () => {
    expect(() => printPartOfPage({url: '/blog/', html: page('Blog', '')}, options)).toThrow(
      /no doc of a printed version/,
    );
    expect(() =>
      joinPrintDocument(
        {
          siteTitle: 'S',
          siteUrl: 'https://example.com',
          versionLabel: '1',
          versionPath: '/docs/1.0/',
          printPath: '/p/',
        },
        parts.slice(1),
      ),
    ).toThrow(/without the document's frame/);
  });
});
