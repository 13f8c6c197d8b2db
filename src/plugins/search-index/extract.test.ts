import {describe, expect, it} from 'vitest';
import {cleanText, htmlToRecord} from './extract';
import {sidebarRecord} from './testIndexes';

function page({head = '', body}: {head?: string; body: string}): string {
  return `<!doctype html><html><head><title>Sidebar | Docusaurus</title>${head}</head><body>${body}</body></html>`;
}

const docsMeta =
  '<meta name="docusaurus_tag" content="docs-default-current"><meta name="docusaurus_version" content="current">';

const docPage = page({
  head: docsMeta,
  body: `
    <nav class="navbar"><a class="navbar__link navbar__link--active" href="/docs/">Docs</a></nav>
    <aside><a href="/docs/other/">Sidebar link text</a></aside>
    <main>
      <nav class="theme-doc-breadcrumbs"><ul>
        <li class="breadcrumbs__item"><a aria-label="Home page" href="/">⌂</a></li>
        <li class="breadcrumbs__item"><a href="/docs/category/guides/">Guides</a></li>
        <li class="breadcrumbs__item"><span>Sidebar</span></li>
      </ul></nav>
      <article><div class="theme-doc-markdown markdown">
        <header><h1>Sidebar</h1></header>
        <p>Group docs <strong>together</strong>.</p><p>Second&nbsp;paragraph.</p>
        <h2 id="default-sidebar">Default sidebar<a href="#default-sidebar" class="hash-link">\u200b</a></h2>
        <p>Generated from the folder.</p>
        <h3 id="ordering">Ordering</h3>
        <ul><li>By position</li><li>By name</li></ul>
        <h2>Card title without anchor</h2>
        <p>Card text.</p>
        <h2 id="collapsing">Collapsing</h2>
        <pre><code>collapsed: true</code></pre>
        <button>Copy</button>
      </div></article>
      <nav class="pagination-nav"><a href="/docs/next/">Next page</a></nav>
    </main>`,
});

describe('htmlToRecord', () => {
  it('reads the context, category, title and one section per anchored h2/h3', () => {
    expect(htmlToRecord(docPage, '/docs/sidebar/', 'Docusaurus')).toEqual(
      sidebarRecord([
        {headings: [], anchor: '', text: 'Group docs together. Second paragraph.'},
        {headings: ['Default sidebar'], anchor: 'default-sidebar', text: 'Generated from the folder.'},
        {
          headings: ['Default sidebar', 'Ordering'],
          anchor: 'ordering',
          text: 'By position By name Card title without anchor Card text.',
        },
        {headings: ['Collapsing'], anchor: 'collapsing', text: 'collapsed: true'},
      ]),
    );
  });

  it('takes a blog post title from its header and the category from the active navbar item', () => {
    const post = page({
      head: '<meta name="docusaurus_tag" content="default">',
      body: `<nav><a class="navbar__link navbar__link--active" href="/blog/">Blog</a></nav>
        <main><article><header><h1>Releasing i18n</h1></header><div class="markdown"><p>Today we release.</p></div></article></main>`,
    });
    expect(htmlToRecord(post, '/blog/2021/03/09/i18n/', 'Docusaurus')).toMatchObject({
      context: 'default',
      category: 'Blog',
      title: 'Releasing i18n',
      sections: [{headings: [], anchor: '', text: 'Today we release.'}],
    });
  });

  it('names other pages after their site section and falls back to the document title', () => {
    const changelog = page({
      head: '<meta name="docusaurus_tag" content="default">',
      body: '<main><p>Release notes.</p></main>',
    });
    expect(htmlToRecord(changelog, '/changelog/2.0.0-beta.22/', 'Docusaurus')).toMatchObject({
      category: 'Changelog',
      title: 'Sidebar',
    });
    expect(htmlToRecord(changelog, '/feature-requests/42/', 'Docusaurus')?.category).toBe('Feature requests');
    expect(htmlToRecord(changelog, '/', 'Docusaurus')?.category).toBe('Pages');
  });

  it('makes one record of each API option row, with its name and anchor, and keeps the table text out of the section', () => {
    const apiPage = page({
      head: `${docsMeta}<meta name="keywords" content="docs plugin, options">`,
      body: `<main>
        <nav class="theme-doc-breadcrumbs"><ul>
          <li class="breadcrumbs__item breadcrumbs__item--active"><span>Docs plugin</span></li>
        </ul></nav>
        <article><div class="markdown">
          <h1>@docusaurus/plugin-content-docs</h1>
          <h2 id="options">Options</h2>
          <p>Accepted fields:</p>
          <table><thead><tr><th>Name</th><th>Type</th><th>Description</th></tr></thead><tbody>
            <tr id="routeBasePath" data-option="routeBasePath"><td><code>routeBasePath</code></td><td><code>string</code></td><td>URL route of the docs.</td></tr>
            <tr><td><code>path</code></td><td><code>string</code></td><td>Folder of the docs.</td></tr>
            <tr><td>Plain <code>text</code> cell</td><td>x</td><td>Not an option.</td></tr>
          </tbody></table>
          <p>After the table.</p>
        </div></article></main>`,
    });
    const record = htmlToRecord(apiPage, '/docs/api/plugins/plugin-content-docs/', 'Docusaurus');
    expect(record?.keywords).toEqual(['Docs plugin', 'docs plugin', 'options']);
    expect(record?.sections).toEqual([
      {headings: [], anchor: '', text: ''},
      {
        headings: ['Options'],
        anchor: 'options',
        text: 'Accepted fields: Name Type Description Plain text cell x Not an option. After the table.',
      },
      {
        headings: ['Options', 'routeBasePath'],
        anchor: 'routeBasePath',
        option: 'routeBasePath',
        text: 'routeBasePath string URL route of the docs.',
      },
      // A row without id of its own leads to its table's section.
      {headings: ['Options', 'path'], anchor: 'options', option: 'path', text: 'path string Folder of the docs.'},
    ]);
  });

  it('leaves out the furniture of pages outside Markdown: back links and lists of facts', () => {
    const request = page({
      head: '<meta name="docusaurus_tag" content="default">',
      body: `<main><article>
        <p><a href="/feature-requests/">← All feature requests</a></p>
        <h1>Dark mode images</h1>
        <dl><dt>Status</dt><dd>Open</dd><dt>Votes</dt><dd>214</dd></dl>
        <p>Show a different image in dark mode, with a <a href="/docs/">link</a> inside.</p>
      </article></main>`,
    });
    expect(htmlToRecord(request, '/feature-requests/dark-images/', 'Docusaurus')?.sections).toEqual([
      {headings: [], anchor: '', text: 'Show a different image in dark mode, with a link inside.'},
    ]);
  });

  it('skips list pages, pages without search metadata and noindex pages', () => {
    const body = '<main><h1>List</h1></main>';
    expect(
      htmlToRecord(page({head: '<meta name="docusaurus_tag" content="blog_posts_list">', body}), '/blog/', 'D'),
    ).toBeNull();
    expect(htmlToRecord(page({body}), '/tests/pages/', 'D')).toBeNull();
    const noindex = page({head: `${docsMeta}<meta name="robots" content="noindex, nofollow">`, body});
    expect(htmlToRecord(noindex, '/docs/unlisted/', 'D')).toBeNull();
  });
});

describe('cleanText', () => {
  it('collapses whitespace and drops zero-width spaces', () => {
    expect(cleanText('  a\n\t b\u200b ')).toBe('a b');
  });
});
