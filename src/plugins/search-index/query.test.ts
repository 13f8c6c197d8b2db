import {describe, expect, it} from 'vitest';
import {coverageExponent, groupByPage, searchIndexes} from './query';
import {blogPost, indexesOf, sidebarPage, sidebarRecord, versioningPage} from './testIndexes';
import type {PageRecord} from './types';

const indexes = indexesOf([sidebarPage, versioningPage, blogPost]);

/** A current doc whose only section is its intro. */
const doc = (url: string, title: string, keywords: string[], text: string): PageRecord => ({
  context: 'docs-default-current',
  url,
  category: 'Guides',
  title,
  keywords,
  sections: [{headings: [], anchor: '', text}],
});

describe('searchIndexes', () => {
  it('finds sections across indexes, best first, with their page and anchor', () => {
    const hits = searchIndexes(indexes, 'sidebar');
    expect(hits[0]).toMatchObject({url: '/docs/sidebar/', title: 'Sidebar', category: 'Guides', headings: []});
    expect(hits.map((hit) => hit.url)).toContain('/docs/sidebar/#hiding');
    expect(hits.map((hit) => hit.url)).toContain('/docs/versioning/');
  });

  it('matches words as prefixes, stems them and corrects one typo, a swapped pair counting as one edit', () => {
    expect(searchIndexes(indexes, 'transl')[0]?.url).toBe('/blog/i18n/');
    expect(searchIndexes(indexes, 'translating')[0]?.url).toBe('/blog/i18n/');
    expect(searchIndexes(indexes, 'versoning')[0]?.url).toBe('/docs/versioning/');
    expect(searchIndexes(indexes, 'sidebra')[0]?.pageUrl).toBe('/docs/sidebar/');
  });

  it('highlights the words typed and what a word being typed begins, not the longer words of a whole word', () => {
    const page: PageRecord = {
      ...sidebarRecord([{headings: [], anchor: '', text: 'Every doc of a Docusaurus site has a sidebar entry.'}]),
      url: '/docs/entries/',
      title: 'Entries',
    };
    const all = indexesOf([page]);
    // "doc" is a word of the index: "docusaurus", which it begins, matches lightly and is not highlighted.
    const [hit] = searchIndexes(all, 'doc entry');
    expect(hit!.terms).toEqual(expect.arrayContaining(['doc', 'entri']));
    expect(hit!.terms).not.toContain('docusauru');
    // "docus" is no word of the index: the reader is typing "docusaurus", which is highlighted.
    expect(searchIndexes(all, 'docus')[0]!.terms).toContain('docusauru');
  });

  it('corrects a long word two edits off, also when one edit finds a word ten times rarer', () => {
    const i18n: PageRecord = {
      // A common word: in ten times more sections than the rare one one edit away.
      ...sidebarRecord(
        Array.from({length: 10}, (_, position) => ({
          headings: position === 0 ? [] : [`Step ${position}`],
          anchor: position === 0 ? '' : `step-${position}`,
          text: 'Internationalization of the site.',
        })),
      ),
      url: '/docs/i18n/',
      title: 'Internationalization',
    };
    const note: PageRecord = {...blogPost, url: '/blog/note/', title: 'Note', sections: []};
    note.sections = [{headings: [], anchor: '', text: 'Better internationalisation.'}];
    const both = indexesOf([i18n, note]);
    const pages = (query: string) => groupByPage(searchIndexes(both, query)).map((page) => page.pageUrl);
    expect(pages('internationalisaton')).toContain('/docs/i18n/');
    expect(pages('internatinalization')).toEqual(['/docs/i18n/']);
  });

  it('corrects a long word two edits off to the word it spells rather than a short word its beginning spells', () => {
    const both = indexesOf([
      doc('/docs/breadcrumbs/', 'Breadcrumbs', [], 'The links above the title.'),
      doc('/docs/browsers/', 'Browsers', [], 'A broad range of browsers.'),
    ]);
    // "brod" is one edit from "broad", but "brodcrumbs" spells "breadcrumbs" with two.
    expect(groupByPage(searchIndexes(both, 'brodcrumbs')).map((page) => page.pageUrl)).toEqual(['/docs/breadcrumbs/']);
  });

  it('ranks pages with every word first, but keeps pages with some of them', () => {
    expect(searchIndexes(indexes, 'hide sidebar')[0]?.url).toBe('/docs/sidebar/#hiding');
    expect(searchIndexes(indexes, 'translate zzzzzz').map((hit) => hit.url)).toEqual(['/blog/i18n/']);
  });

  it('leaves out words that carry no meaning', () => {
    expect(searchIndexes(indexes, 'how do I translate it')[0]?.url).toBe('/blog/i18n/');
  });

  it('ranks a page by all its matching sections and shows its best section first', () => {
    const hits = searchIndexes(indexes, 'collapsed categories');
    expect(hits[0]).toMatchObject({pageUrl: '/docs/sidebar/', anchor: 'collapsing'});
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(searchIndexes(indexes, '  ')).toEqual([]);
    expect(searchIndexes(indexes, 'xqzvplugh')).toEqual([]);
  });

  it('tells whether the section heading matched', () => {
    const [collapsing] = searchIndexes(indexes, 'collapsing');
    expect(collapsing).toMatchObject({anchor: 'collapsing', headingMatched: true});
  });
});

describe('ranking', () => {
  const page = (url: string, context: string, title: string, text: string): PageRecord => ({
    context,
    url,
    category: 'C',
    title,
    keywords: [],
    sections: [{headings: [], anchor: '', text}],
  });
  const docs = page('/docs/deployment/', 'docs-default-current', 'Deployment', 'Deploy the site to a host.');
  const release = page('/changelog/2.0.0-beta.21/', 'default', '2.0.0-beta.21', 'Deployment fixes and deploy docs.');
  const request = page(
    '/feature-requests/deploy/',
    'default',
    'Deployment previews',
    'Deployment previews per branch.',
  );

  it('puts docs above release notes and feature requests for the same words, unless the query names a release', () => {
    const both = indexesOf([docs, release, request]);
    expect(groupByPage(searchIndexes(both, 'deployment'))[0]!.pageUrl).toBe('/docs/deployment/');
    expect(groupByPage(searchIndexes(both, 'deployment beta.21'))[0]!.pageUrl).toBe('/changelog/2.0.0-beta.21/');
  });

  it('lands an API option record first for its exact name', () => {
    const options: PageRecord = {
      ...page('/docs/api/plugins/plugin-content-docs/', 'docs-default-current', 'plugin-content-docs', 'Options.'),
      sections: [
        {headings: [], anchor: '', text: 'Options of the docs plugin; routeBasePath is one of them.'},
        {headings: ['Options'], anchor: 'options', text: 'Every option, with its routeBasePath default.'},
        {
          headings: ['Options', 'routeBasePath'],
          anchor: 'routeBasePath',
          text: 'URL route of the docs.',
          option: 'routeBasePath',
        },
      ],
    };
    const routing = page('/docs/advanced/routing/', 'docs-default-current', 'Routing', 'routeBasePath routeBasePath');
    const [first] = searchIndexes(indexesOf([options, routing]), 'routeBasePath');
    expect(first).toMatchObject({url: '/docs/api/plugins/plugin-content-docs/#routeBasePath'});
  });

  it("ranks an option's entry in the API reference above a guide's table row of the same name", () => {
    const optionPage = (url: string, title: string, text: string): PageRecord => ({
      ...page(url, 'docs-default-current', title, `${title}.`),
      sections: [
        {headings: [], anchor: '', text: `${title}.`},
        {headings: ['trailingSlash'], anchor: 'trailingSlash', text, option: 'trailingSlash'},
      ],
    });
    // The guide's row is the shorter text, which would win on words alone.
    const guide = optionPage('/docs/deployment/', 'Deployment', 'Slashes.');
    const reference = optionPage(
      '/docs/api/docusaurus-config/',
      'docusaurus.config.js',
      'Whether URLs end with a slash.',
    );
    const pages = groupByPage(searchIndexes(indexesOf([guide, reference]), 'trailingSlash'));
    expect(pages.map((hits) => hits.pageUrl)).toEqual(['/docs/api/docusaurus-config/', '/docs/deployment/']);
  });
});

describe('API names', () => {
  const guide: PageRecord = {
    context: 'docs-default-current',
    url: '/docs/versioning/',
    category: 'Guides',
    title: 'Versioning',
    keywords: [],
    sections: [
      {headings: [], anchor: '', text: 'Versions of the docs, and which one is the lastVersion.'},
      {headings: ['lastVersion'], anchor: 'lastversion', text: 'The lastVersion readers get by default.'},
    ],
  };
  const reference = (name: string): PageRecord => ({
    context: 'docs-default-current',
    url: '/docs/api/plugins/plugin-content-docs/',
    category: 'Plugins',
    title: 'plugin-content-docs',
    keywords: [],
    sections: [
      {headings: [], anchor: '', text: 'Options of the docs plugin.'},
      {headings: ['Options'], anchor: 'options', text: 'Every option of the plugin.'},
      {headings: ['Options', name], anchor: name, text: `The ${name} option.`, option: name},
    ],
  });

  // The guide has the name in a heading and in two sections' text: on words alone it wins.
  it("ranks the reference page that has an identifier's entry above a guide that explains it under its name", () => {
    const pages = groupByPage(searchIndexes(indexesOf([guide, reference('lastVersion')]), 'lastVersion'));
    expect(pages.map((page) => page.pageUrl)).toEqual(['/docs/api/plugins/plugin-content-docs/', '/docs/versioning/']);
    expect(pages[0]!.hits[0]).toMatchObject({anchor: 'lastVersion'});
  });

  it('leaves a plain word to the page about it, even when an option has its name', () => {
    const admonitions: PageRecord = {
      ...guide,
      url: '/docs/markdown-features/admonitions/',
      title: 'Admonitions',
      keywords: [],
      sections: [{headings: [], anchor: '', text: 'Admonitions are boxes: write admonitions with colons.'}],
    };
    const pages = groupByPage(searchIndexes(indexesOf([admonitions, reference('admonitions')]), 'admonitions'));
    expect(pages[0]!.pageUrl).toBe('/docs/markdown-features/admonitions/');
  });
});

describe('overview pages', () => {
  const root = doc('/docs/', 'Introduction', [], 'Welcome.');
  const overview = doc('/docs/migration/', 'Upgrading from v1', ['migration'], 'How to plan it.');
  // Each repeats the topic's word in its title and text: on words alone they win.
  const automated = doc('/docs/migration/automated/', 'Automated migration', [], 'The migration CLI: migration.');
  const manual = doc('/docs/migration/manual/', 'Manual migration', [], 'Migration by hand, a migration of files.');
  const migrationPages = indexesOf([root, overview, automated, manual]);
  const order = (query: string) => groupByPage(searchIndexes(migrationPages, query)).map((page) => page.pageUrl);

  it('ranks the overview above its sub-pages for the topic they share', () => {
    expect(order('migration')).toEqual(['/docs/migration/', '/docs/migration/automated/', '/docs/migration/manual/']);
  });

  it('keeps a sub-page first when the query names more of it than the overview does, or names its whole title', () => {
    expect(order('automated migration')[0]).toBe('/docs/migration/automated/');
    expect(order('manual migration')[0]).toBe('/docs/migration/manual/');
  });
});

describe('questions', () => {
  const docsPage = (url: string, title: string, sections: PageRecord['sections']): PageRecord => ({
    context: 'docs-default-current',
    url,
    category: 'Guides',
    title,
    keywords: [],
    sections,
  });
  // The words in passing, several times, in a short text: on words alone this page wins.
  const passing = docsPage('/docs/markdown-features/', 'Markdown features', [
    {headings: [], anchor: '', text: 'Markdown features.'},
    {headings: ['Previewing'], anchor: 'previewing', text: 'Preview the sidebar order; sidebar order follows files.'},
  ]);
  const topical = docsPage('/docs/sidebar/autogenerated/', 'Autogenerated sidebars', [
    {headings: [], anchor: '', text: 'Sidebars made from the docs folder, with many options for every kind of site.'},
    {
      headings: ['Ordering rules'],
      anchor: 'ordering-rules',
      text: 'Files are listed alphabetically unless a position is given in front matter or category metadata.',
    },
  ]);
  const migration = docsPage('/docs/migration/sidebars/', 'Sidebar migration', [
    {headings: [], anchor: '', text: 'Migrate from v1.'},
    {headings: ['Sidebar order'], anchor: 'sidebar-order', text: 'The sidebar order of v1 moves: order the sidebar.'},
  ]);

  it('ranks the page whose section heading names the topic above pages with the words in passing', () => {
    const both = indexesOf([passing, topical]);
    const [first] = searchIndexes(both, 'how do I order the sidebar');
    expect(first).toMatchObject({url: '/docs/sidebar/autogenerated/#ordering-rules', topical: true});
    // A keyword query is ranked on its words alone, and marks no hit as an answer.
    expect(searchIndexes(both, 'sidebar order').every((hit) => !hit.topical)).toBe(true);
  });

  // The migration page names both words in a heading and its text: on words alone it wins.
  it('keeps migration pages below the topical page, unless the question names a migration', () => {
    const all = indexesOf([topical, migration]);
    expect(groupByPage(searchIndexes(all, 'how do I order the sidebar'))[0]!.pageUrl).toBe(
      '/docs/sidebar/autogenerated/',
    );
    expect(groupByPage(searchIndexes(all, 'how do I migrate the sidebar order'))[0]!.pageUrl).toBe(
      '/docs/migration/sidebars/',
    );
  });
});

describe('questions: long questions', () => {
  // The styling guide names the question's topic, the brand color, and half of its words.
  const styling = doc(
    '/docs/styling/',
    'Styling',
    ['brand color', 'button color'],
    'Pick the brand color: the primary color styles every link.',
  );
  // The buttons page has nearly all of the question's words in passing, but not its topic.
  const buttons = doc(
    '/docs/buttons/',
    'Buttons',
    [],
    'Buttons and links across the whole theme share one look: the main one is used on every screen, in one color, ' +
      'with rounded corners, padding, hover effects, shadows and focus outlines for keyboard users.',
  );
  const others = ['Deployment', 'Sidebar', 'Blog', 'Search'].map((title) =>
    doc(`/docs/${title.toLowerCase()}/`, title, [], `This guide explains the ${title.toLowerCase()} and its settings.`),
  );

  it('weighs each word of a long question less, so that the page about its topic wins', () => {
    const question = 'how do I change the main brand color used for links and buttons across the whole site';
    expect(groupByPage(searchIndexes(indexesOf([styling, buttons, ...others]), question))[0]!.pageUrl).toBe(
      '/docs/styling/',
    );
  });

  it('keeps the full weight of each word in a short question and in keywords', () => {
    expect(coverageExponent(true, 2)).toBe(coverageExponent(true, 3));
    expect(coverageExponent(true, 6)).toBe(coverageExponent(true, 3) / 2);
    expect(coverageExponent(false, 6)).toBeGreaterThan(coverageExponent(true, 3));
  });
});

describe('questions: pages that mention a topic in passing', () => {
  const sidebarGuide: PageRecord = {
    context: 'docs-default-current',
    url: '/docs/sidebar/',
    category: 'Guides',
    title: 'Sidebar',
    keywords: [],
    sections: [
      {headings: [], anchor: '', text: 'Sidebars list docs.'},
      {headings: ['Ordering'], anchor: 'ordering', text: 'Items follow the file.'},
    ],
  };
  // Each names the question's words in its title and text: as a question's answer it would tie with the guide.
  const elsewhere = (url: string, context: string, title: string): PageRecord => ({
    context,
    url,
    category: 'C',
    title,
    keywords: [],
    sections: [{headings: [], anchor: '', text: 'Order the sidebar: the sidebar order, sidebar order again.'}],
  });
  const post = elsewhere('/blog/sidebar-order/', 'default', 'Sidebar order arrives');
  const request = elsewhere('/feature-requests/sidebar-order/', 'default', 'Sidebar order by date');
  const example = elsewhere('/examples/sidebar-order/', 'default', 'Sidebar order example');

  it.each([
    ['a blog post', post],
    ['a feature request', request],
    ['an example page', example],
  ])('keeps %s below the docs page a question is about', (_, page) => {
    const both = indexesOf([sidebarGuide, page]);
    expect(groupByPage(searchIndexes(both, 'how do I order the sidebar'))[0]!.pageUrl).toBe('/docs/sidebar/');
  });

  it("keeps a request titled with the question's words below a page whose heading names them", () => {
    const resources: PageRecord = {
      ...sidebarGuide,
      url: '/community/resources/',
      title: 'Resources',
      sections: [
        {headings: [], anchor: '', text: 'Community plugins.'},
        {headings: ['Diagrams'], anchor: 'diagrams', text: 'A plugin renders Mermaid code.'},
      ],
    };
    const diagrams: PageRecord = {
      ...request,
      url: '/feature-requests/mermaid-diagrams/',
      title: 'Mermaid diagrams in Markdown',
      sections: [{headings: [], anchor: '', text: 'Draw diagrams: flowcharts and sequence diagrams from code.'}],
    };
    const both = indexesOf([resources, diagrams]);
    expect(groupByPage(searchIndexes(both, 'how do I draw diagrams')).map((page) => page.pageUrl)).toEqual([
      '/community/resources/',
      '/feature-requests/mermaid-diagrams/',
    ]);
  });

  it('lets a question that names the announcement or the request find it', () => {
    const all = indexesOf([sidebarGuide, post, request]);
    expect(groupByPage(searchIndexes(all, 'where is the announcement of the sidebar order'))[0]!.pageUrl).toBe(
      post.url,
    );
  });
});

describe('questions: furniture headings', () => {
  const withHeading = (url: string, title: string, heading: string): PageRecord => ({
    context: 'docs-default-current',
    url,
    category: 'Guides',
    title,
    keywords: [],
    sections: [
      {headings: [], anchor: '', text: `${title} in detail.`},
      {headings: [heading], anchor: 'here', text: 'See the other guides about pages of the sidebar.'},
    ],
  });

  it('never takes a heading found on many pages ("Related pages") for the answer to a question', () => {
    const three = indexesOf(['a', 'b', 'c'].map((name) => withHeading(`/docs/${name}/`, name, 'Related pages')));
    const hits = searchIndexes(three, 'which pages are related');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((hit) => hit.topical)).toEqual([]);
    // The same heading on one page is that page's own topic.
    const one = indexesOf([withHeading('/docs/a/', 'a', 'Related pages')]);
    expect(searchIndexes(one, 'which pages are related')[0]).toMatchObject({anchor: 'here', topical: true});
  });
});

describe('questions: the synonym table', () => {
  const guide = (url: string, title: string, sections: PageRecord['sections']): PageRecord => ({
    context: 'docs-default-current',
    url,
    category: 'Guides',
    title,
    keywords: [],
    sections,
  });
  const analytics = guide('/docs/api/plugins/@docusaurus/plugin-google-analytics/', 'Google Analytics', [
    {headings: [], anchor: '', text: 'Google Analytics counts every page view. Opt out of tracking per page.'},
  ]);
  const seo = guide('/docs/seo/', 'Search engine optimization', [
    {headings: [], anchor: '', text: 'Metadata for search engines.'},
    {headings: ['robots.txt and noindex'], anchor: 'noindex', text: 'A page with noindex stays out of results.'},
  ]);

  // "out of google" is the synonym table's reader phrase for `noindex`.
  it("does not take the reader's words in a page title for the question's topic", () => {
    const [first] = searchIndexes(indexesOf([analytics, seo]), 'keep a page out of google');
    expect(first).toMatchObject({url: '/docs/seo/#noindex'});
  });
});

describe('groupByPage', () => {
  it('keeps the order of the best hit of each page', () => {
    const pages = groupByPage(searchIndexes(indexes, 'sidebar'));
    expect(pages[0]!.pageUrl).toBe('/docs/sidebar/');
    expect(pages[0]!.hits.length).toBeGreaterThan(1);
    expect(pages.map((page) => page.pageUrl)).toContain('/docs/versioning/');
  });
});
