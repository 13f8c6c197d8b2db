import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {builtFileFor, builtPages, loadPage, repoDir, type BuiltPage} from './builtSite';

// What every built page shows, read from the production build (`npm test` builds first): the checks a reader
// would make, over all pages rather than a sample.
const pages: (BuiltPage & {$: ReturnType<typeof loadPage>})[] = builtPages().map((page) => ({
  ...page,
  $: loadPage(page),
}));

/** Text a reader sees outside code: scripts, styles, code samples and keycaps are left out. */
function proseText($: ReturnType<typeof loadPage>): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, pre, code, kbd').remove();
  return body.text();
}

// Each check walks all ~500 parsed pages; on a loaded machine that takes longer than vitest's default 5 s.
const overAllPages = {timeout: 120_000};

const isTestPage = (route: string): boolean => route.startsWith('/tests/');
const isDebugPage = (route: string): boolean => route.startsWith('/__docusaurus/');

describe('every built page', overAllPages, () => {
  it('has pages to check', () => {
    expect(pages.length).toBeGreaterThan(400);
  });

  it('shows no unrendered Markdown or MDX syntax (:::, {/*, */}, <!--) outside code', () => {
    const raw = pages.flatMap(({route, $}) => {
      const text = proseText($);
      return [...text.matchAll(/:::|\{\/\*|\*\/\}|<!--/g)].map(
        (match) => `${route}: …${text.slice(Math.max(0, match.index - 40), match.index + 40).replace(/\s+/g, ' ')}…`,
      );
    });
    expect(raw).toEqual([]);
  });

  it('gives every <img> a source', () => {
    const missing = pages.flatMap(({route, $}) =>
      $('img')
        .toArray()
        .filter((img) => !$(img).attr('src') && !$(img).attr('srcset'))
        .map((img) => `${route}: <img alt="${$(img).attr('alt') ?? ''}">`),
    );
    expect(missing).toEqual([]);
  });

  it('names what a "Read more" link leads to in its text', () => {
    const generic = new Set(['read more', 'more', 'click here', 'here', 'learn more', 'continue reading']);
    const vague = pages.flatMap(({route, $}) =>
      $('a[href]')
        .toArray()
        .filter((a) => generic.has($(a).text().trim().toLowerCase()))
        .map((a) => `${route}: "${$(a).text().trim()}" → ${$(a).attr('href')}`),
    );
    expect(vague).toEqual([]);
  });

  it('tells search engines not to index the /tests/ and debug pages, and only those', () => {
    const noindex = (page: (typeof pages)[number]): boolean =>
      page
        .$('meta[name="robots"]')
        .toArray()
        .some((meta) => /noindex/.test(page.$(meta).attr('content') ?? ''));
    const shouldNot = pages.filter((page) => (isTestPage(page.route) || isDebugPage(page.route)) && !noindex(page));
    expect(shouldNot.map(({route}) => route)).toEqual([]);
    // The 404 and search pages are noindex by the theme's choice; the comparison, offline and whole-version print
    // pages by ours (they repeat other pages). Every other page must stay indexable.
    const ownNoindex = /^\/(404\.html|search\/|versions\/compare\/|offline\/|docs\/(2\.0\.0-beta\.\d+\/)?print\/)$/;
    const stray = pages.filter(
      (page) => !isTestPage(page.route) && !isDebugPage(page.route) && !ownNoindex.test(page.route) && noindex(page),
    );
    expect(stray.map(({route}) => route)).toEqual([]);
  });
});

describe('edit links', overAllPages, () => {
  const {siteRepo} = config.customFields;
  const editPrefix = `${siteRepo.url}/edit/${siteRepo.branch}/`;
  const links = pages.flatMap(({route, $}) =>
    $('a.theme-edit-this-page')
      .toArray()
      .map((a) => ({route, href: $(a).attr('href') ?? ''})),
  );

  it('are on the docs, community docs, blog posts and releases', () => {
    for (const prefix of ['/docs/', '/docs/2.0.0-beta.21/', '/community/', '/blog/20', '/changelog/2.0.0-']) {
      expect(
        links.some(({route}) => route.startsWith(prefix)),
        `an edit link under ${prefix}`,
      ).toBe(true);
    }
  });

  it('open a file that exists in this repository, on its branch', () => {
    const wrong = links.filter(({href}) => {
      if (!href.startsWith(editPrefix)) return true;
      const file = path.join(repoDir, decodeURIComponent(href.slice(editPrefix.length)));
      return !file.startsWith(repoDir) || !fs.existsSync(file) || !fs.statSync(file).isFile();
    });
    expect(wrong.map(({route, href}) => `${route} → ${href}`)).toEqual([]);
  });

  it('point at CHANGELOG.md for releases, not at the generated posts', () => {
    const releases = links.filter(({route}) => /^\/changelog\/\d/.test(route));
    expect(releases.length).toBeGreaterThan(0);
    expect(releases.filter(({href}) => href !== `${editPrefix}CHANGELOG.md`)).toEqual([]);
  });
});

describe('pages of one kind', () => {
  const page = (route: string) => {
    const found = pages.find((candidate) => candidate.route === route);
    if (!found) throw new Error(`${route} is not in the build`);
    return found.$;
  };

  it('doc and community pages show when and by whom they were last updated', () => {
    for (const route of ['/docs/installation/', '/docs/2.0.0-beta.21/installation/', '/community/support/']) {
      const lastUpdated = page(route)('.theme-last-updated');
      expect(lastUpdated.text(), route).toMatch(/Last updated on .+ by .+/);
      expect(lastUpdated.find('time[datetime]').length, route).toBe(1);
    }
  });

  it.each(['/blog/', '/changelog/', '/tests/blog/'])('the list %s has a description that is not its title', (route) => {
    const $ = page(route);
    const title = $('main h1').first().text().trim();
    const description = $('main header p').first().text().trim();
    expect(description).not.toBe('');
    expect(description).not.toBe(title);
  });

  it('the home page and the blog archive have at most one banner landmark', () => {
    for (const route of ['/', '/blog/archive/', '/docs/']) {
      const $ = page(route);
      const banners =
        $('[role="banner"]').length +
        $('header').filter((_, el) => $(el).parents('main, article, aside, nav, section').length === 0).length;
      expect(banners, route).toBeLessThanOrEqual(1);
    }
  });
});

// Links: every same-site href and source of every page must name a built file, and every #fragment an id (or a
// named anchor) in the page it points to. Checked over the parsed files rather than through a crawler over HTTP:
// it covers pages nothing links to, needs no server, and takes seconds (linkinator took minutes here and
// misreported the `/api/themes/@docusaurus/…` pages as broken).
describe('internal links and fragments', overAllPages, () => {
  const site = new URL('https://docusaurus.io');
  const idsByFile = new Map(
    pages.map(({file, $}) => [
      file,
      new Set([
        ...$('[id]')
          .toArray()
          .map((el) => $(el).attr('id')),
        ...$('a[name]')
          .toArray()
          .map((el) => $(el).attr('name')),
      ]),
    ]),
  );

  type Reference = {route: string; url: string};
  const references: Reference[] = pages.flatMap(({route, $}) => {
    const attributes: [string, string][] = [
      ['a[href]', 'href'],
      ['link[href]:not([rel="preconnect"]):not([rel="dns-prefetch"])', 'href'],
      ['img[src]', 'src'],
      ['script[src]', 'src'],
      ['source[src]', 'src'],
    ];
    // The theme writes the 404 page's language alternates from the path it is prerendered at (/404.html/), a URL
    // that exists nowhere; the page is noindex, so no search engine reads them. Every other link counts.
    const skip = route === '/404.html' ? 'link[rel="alternate"][hreflang]' : '';
    const urls = attributes.flatMap(([selector, attribute]) =>
      $(selector)
        .not(skip)
        .toArray()
        .map((el) => $(el).attr(attribute)!),
    );
    const srcsets = $('img[srcset], source[srcset]')
      .toArray()
      .flatMap((el) => ($(el).attr('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
    return [...urls, ...srcsets].filter(Boolean).map((url) => ({route, url}));
  });

  function problem({route, url}: Reference): string | undefined {
    const resolved = new URL(url, new URL(route, site));
    if (!['http:', 'https:'].includes(resolved.protocol) || resolved.origin !== site.origin) return undefined;
    const file = builtFileFor(resolved.pathname);
    if (!file) return 'no such file';
    const fragment = decodeURIComponent(resolved.hash.slice(1));
    if (fragment && file.endsWith('.html') && !idsByFile.get(file)?.has(fragment)) return `no id "${fragment}"`;
    return undefined;
  }

  it('finds links to check', () => {
    expect(references.length).toBeGreaterThan(10_000);
  });

  it('every same-site link, image and script resolves to a built file, and every fragment to an id', () => {
    const broken = references.flatMap((reference) => {
      const reason = problem(reference);
      return reason ? [`${reference.route}: ${reference.url} (${reason})`] : [];
    });
    expect([...new Set(broken)]).toEqual([]);
  });
});
