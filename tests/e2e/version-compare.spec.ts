import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, axe, waitForHydration} from './fixtures';

const root = path.join(__dirname, '../..');

/** The prerendered file of a page URL. */
const builtPage = (url: string): string => path.join(root, 'build', url, 'index.html');
/** The same doc's URL in the current version. */
const currentPath = (url: string): string => url.replace(/^\/docs\/2\.0\.0-beta\.22\//, '/docs/');

type SourceDoc = {id: string; url: string; lines: string[]};

/** The docs of one version, read from its source tree: id, URL (front matter slug or file path) and body lines. */
function readTree(folder: string, base: string): Map<string, SourceDoc> {
  const docs = new Map<string, SourceDoc>();
  const walk = (dir: string): void => {
    fs.readdirSync(path.join(root, folder, dir), {withFileTypes: true}).forEach((entry) => {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      if (!/\.mdx?$/.test(entry.name)) return;
      const source = fs.readFileSync(path.join(root, folder, relative), 'utf8');
      const id = relative.replace(/\.mdx?$/, '');
      const slug = source
        .match(/^---\n[\s\S]*?\n---\n/)?.[0]
        .match(/^slug: (.+)$/m)?.[1]
        ?.trim();
      // A slug without a leading slash is relative to the doc's folder.
      const path_ = slug
        ? slug.startsWith('/')
          ? slug
          : `/${path.posix.dirname(id)}/${slug}`
        : `/${id.replace(/(^|\/)index$/, '')}`;
      const url = `${base}${path_.replace(/\/?$/, '/')}`.replace(/\/+/g, '/');
      docs.set(id, {id, url, lines: source.split('\n')});
    });
  };
  walk('');
  return docs;
}

const ownNames = (release: string): RegExp =>
  new RegExp(`${release.replace(/\./g, '\\.')}|${release.split('-')[1]!.replace(/\./g, '\\.')}(?![\\d])`, 'g');

/**
 * Whether a doc reads differently in two versions: a line counts as the same when it is equal, or equal once each
 * version's own name ("2.0.0-beta.22", "beta.22") is replaced by one placeholder.
 */
function differs(older: SourceDoc, olderRelease: string, newer: SourceDoc, newerRelease: string): boolean {
  if (older.lines.length !== newer.lines.length) return true;
  return older.lines.some((line, index) => {
    const other = newer.lines[index]!;
    return line !== other && line.replace(ownNames(olderRelease), 'V') !== other.replace(ownNames(newerRelease), 'V');
  });
}

const frontMatterLine = (doc: SourceDoc, field: string): string | undefined =>
  doc.lines.slice(1, doc.lines.indexOf('---', 1)).find((line) => line.startsWith(`${field}:`));

/**
 * The docs present in both versions whose rendered page differs: their own text, or, for a page rendering
 * `<DocCardList />`, the title or description of a doc in its folder (the cards show them).
 */
function changedDocs(
  older: Map<string, SourceDoc>,
  olderRelease: string,
  newer: Map<string, SourceDoc>,
  newerRelease: string,
): string[] {
  const both = [...newer.keys()].filter((id) => older.has(id));
  const textChanged = new Set(both.filter((id) => differs(older.get(id)!, olderRelease, newer.get(id)!, newerRelease)));
  const cardsChanged = (id: string): boolean => {
    const folder = `${path.posix.dirname(id)}/`;
    return both.some(
      (other) =>
        other !== id &&
        other.startsWith(folder) &&
        ['title', 'description'].some((field) => {
          const before = frontMatterLine(older.get(other)!, field)?.replace(ownNames(olderRelease), 'V');
          return before !== frontMatterLine(newer.get(other)!, field)?.replace(ownNames(newerRelease), 'V');
        }),
    );
  };
  return both.filter(
    (id) =>
      textChanged.has(id) || (newer.get(id)!.lines.some((line) => line.includes('<DocCardList')) && cardsChanged(id)),
  );
}

const beta21 = readTree('versioned_docs/version-2.0.0-beta.21', '/docs/2.0.0-beta.21');
const beta22 = readTree('versioned_docs/version-2.0.0-beta.22', '/docs/2.0.0-beta.22');
const current = readTree('docs', '/docs');

async function open(page: Page, url: string): Promise<void> {
  expect((await page.goto(url))?.status()).toBe(200);
  await waitForHydration(page);
}

const note = (page: Page) => page.locator('article .theme-version-compare-note');
const view = (page: Page) => page.locator('section.theme-version-compare');

test.describe('the note under a doc title', () => {
  const changed = changedDocs(beta22, '2.0.0-beta.22', current, '2.0.0-beta.23');
  const unchangedId = [...current.keys()].find((id) => beta22.has(id) && !changed.includes(id))!;
  const changedId = changed[0]!;

  test('is in the prerendered page of a doc that changed since the previous version, and stays after hydration', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const url = current.get(changedId)!.url;
    const html = await (await request.get(url)).text();
    expect(html).toMatch(
      /class="theme-version-compare-note[^"]*"[^>]*><a href="\?compare=2\.0\.0-beta\.22"[^>]*>Changed since 2\.0\.0-beta\.22: \d+ sections?</,
    );
    await open(page, url);
    await expect(note(page)).toHaveText(/^Changed since 2\.0\.0-beta\.22: \d+ sections?$/);
    // Under the title, inside the doc's content.
    const titleBox = (await page.locator('article h1').boundingBox())!;
    expect((await note(page).boundingBox())!.y).toBeGreaterThan(titleBox.y);
    expect(consoleErrors).toEqual([]);
  });

  test('is absent from a doc that reads the same as in the previous version', async ({page}) => {
    await open(page, current.get(unchangedId)!.url);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(note(page)).toHaveCount(0);
  });

  test('follows client-side navigation between docs', async ({page}) => {
    // Both in the Getting Started category, which the sidebar shows expanded.
    expect(changed).toContain('installation');
    expect(changed).not.toContain('configuration');
    await open(page, '/docs/configuration/');
    await expect(note(page)).toHaveCount(0);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(note(page)).toHaveText(/^Changed since 2\.0\.0-beta\.22: \d+ sections?$/);
  });
});

test.describe('the compare view of a doc', () => {
  // The page of 2.0.0-beta.22 whose comparison with 2.0.0-beta.21 has exactly one changed section, the smallest such
  // edit, as the build's comparison data records it (the diff itself is unit-tested in src/plugins/version-compare).
  type Part = [op: -1 | 0 | 1, text: string];
  type Section = {status: string; to?: {heading: string}; parts?: Part[]};
  const pairDir = path.join(root, 'build/version-compare/2.0.0-beta.21--2.0.0-beta.22');
  const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(pairDir, file), 'utf8')) as T;
  const edited = readJson<{pages: {status: string; sections: number; to: {path: string}; file: string}[]}>('index.json')
    .pages.filter((entry) => entry.status === 'changed' && entry.sections === 1)
    .map((entry) => {
      const {sections} = readJson<{sections: Section[]}>(entry.file);
      return {
        path: `${entry.to.path.replace(/\/$/, '')}/`,
        section: sections.find(({status}) => status === 'changed')!,
        hasUnchanged: sections.some(({status}) => status === 'unchanged'),
      };
    })
    // A page that has a heading for its edit, unchanged sections to fold away, and a current-version copy.
    .filter(
      ({path: pagePath, section, hasUnchanged}) =>
        section?.to?.heading && hasUnchanged && fs.existsSync(builtPage(currentPath(pagePath))),
    )
    .sort((a, b) => a.section.parts!.filter(([op]) => op).length - b.section.parts!.filter(([op]) => op).length)[0]!;
  const editedPath = edited.path;
  const changedWords = (op: -1 | 1) => edited.section.parts!.filter(([kind]) => kind === op).map(([, text]) => text);

  test('finds an edited page to compare in the build', () => {
    expect(editedPath).toMatch(/^\/docs\/2\.0\.0-beta\.22\/.+\/$/);
    expect(changedWords(-1).length + changedWords(1).length).toBeGreaterThan(0);
  });

  test('shows exactly the edited section with its removed and added words', async ({page}) => {
    await open(page, `${editedPath}?compare=2.0.0-beta.21`);
    const sections = view(page).locator('.theme-version-compare-section');
    await expect(sections).toHaveCount(1);
    await expect(sections.locator('h3')).toHaveText(edited.section.to!.heading);
    // Each change carries its hidden label: not colour alone.
    await expect(sections.locator('del')).toHaveText(changedWords(-1).map((text) => `[removed: ${text.trim()}]`));
    await expect(sections.locator('ins')).toHaveText(changedWords(1).map((text) => `[added: ${text.trim()}]`));
    await expect(sections.locator(':is(del, ins) span').first()).toHaveCSS('position', 'absolute');
    await expect(view(page).locator('.theme-version-compare-unchanged summary')).toHaveText(
      /^\d+ unchanged sections?$/,
    );
  });

  test('is reached, used and closed with the keyboard', async ({page}) => {
    await open(page, editedPath);
    const link = note(page).getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?compare=2\.0\.0-beta\.21$/);
    await expect(view(page).locator('.theme-version-compare-section')).toHaveCount(1);

    // The upgrade guide link sits under the note, before the opened view, in reading order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: /^Upgrade guide from 2\.0\.0-beta\.21/})).toBeFocused();
    await page.keyboard.press('Tab');
    const select = view(page).getByRole('combobox', {name: 'Compare with'});
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL(/\?compare=current$/);
    await expect(view(page).getByRole('link', {name: /^Read this page in 2\.0\.0-beta\.23/})).toHaveAttribute(
      'href',
      currentPath(editedPath),
    );

    await view(page).getByRole('button', {name: 'Close the comparison'}).focus();
    await page.keyboard.press('Enter');
    await expect(view(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${editedPath}$`));
    await expect(link).toBeFocused();
  });

  test('says so when the version in the URL does not exist, without breaking the page', async ({page}) => {
    await open(page, `${editedPath}?compare=%3Cscript%3Ex`);
    await expect(view(page)).toContainText('There is no version named “<script>x”');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`has no serious or critical axe violations in ${mode} mode`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await open(page, `${editedPath}?compare=2.0.0-beta.21`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await view(page).locator('.theme-version-compare-unchanged summary').click();
      const {violations} = await axe(page)
        .include('section.theme-version-compare')
        .include('.theme-version-compare-note')
        .analyze();
      const blocking = violations.filter(({impact}) => impact === 'serious' || impact === 'critical');
      expect(
        blocking.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`)),
      ).toEqual([]);
    });
  }
});

test.describe('the version comparison page', () => {
  test('lists the pages added, removed and changed from 2.0.0-beta.21 to 2.0.0-beta.22, as the doc trees say', async ({
    page,
  }) => {
    const added = [...beta22.keys()].filter((id) => !beta21.has(id));
    const removed = [...beta21.keys()].filter((id) => !beta22.has(id));
    const both = [...beta22.keys()].filter((id) => beta21.has(id));
    const changed = changedDocs(beta21, '2.0.0-beta.21', beta22, '2.0.0-beta.22');
    const moved = both.filter((id) => beta21.get(id)!.url.replace('beta.21', 'beta.22') !== beta22.get(id)!.url);

    await open(page, '/versions/compare/?from=2.0.0-beta.21&to=2.0.0-beta.22');
    const count = (kind: string) => page.locator(`.theme-version-compare-counts strong[data-kind="${kind}"]`);
    await expect(count('changed')).toHaveText(String(changed.length));
    await expect(count('added')).toHaveText(String(added.length));
    await expect(count('removed')).toHaveText(String(removed.length));
    await expect(count('moved')).toHaveText(String(moved.length));
    await expect(count('unchanged')).toHaveText(String(both.length - changed.length));
    await expect(page.locator('li.theme-version-compare-page--changed')).toHaveCount(changed.length);

    // Each changed page links to its compare view against the older version.
    const installation = page
      .locator('li.theme-version-compare-page--changed')
      .getByRole('link', {name: 'Installation', exact: true});
    await expect(installation).toHaveAttribute('href', '/docs/2.0.0-beta.22/installation/?compare=2.0.0-beta.21');
    // The release notes in between: 2.0.0-beta.22 only.
    await expect(page.locator('.theme-version-compare-release h3')).toHaveText([/^2\.0\.0-beta\.22/]);
  });

  test('is noindex and out of the sitemap, and linked from the versions page and the version banner', async ({
    page,
    request,
  }) => {
    await open(page, '/versions/compare/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/versions/compare/');

    await open(page, '/versions/');
    await expect(page.getByRole('link', {name: 'Changes since 2.0.0-beta.21'})).toHaveAttribute(
      'href',
      '/versions/compare/?from=2.0.0-beta.21&to=2.0.0-beta.22',
    );

    await open(page, '/docs/2.0.0-beta.21/installation/');
    await page.getByRole('link', {name: /^See every page that changed between 2\.0\.0-beta\.21 and/}).click();
    await expect(page).toHaveURL(/\/versions\/compare\/\?from=2\.0\.0-beta\.21&to=current$/);
    await expect(page.locator('.theme-version-compare-counts strong[data-kind="changed"]')).toHaveText(/^\d+$/);
  });

  test('answers an odd query with the default pair and a message', async ({page}) => {
    await open(page, '/versions/compare/?from=%3Cb%3E&to=nope');
    await expect(page.getByRole('alert')).toContainText('Pick two different versions');
    await expect(page.locator('.theme-version-compare-counts')).toBeVisible();
  });
});

test('the sidebar marks exactly the docs that are new in the version being read', async ({page}) => {
  const newIn22 = [...beta22.keys()].filter((id) => !beta21.has(id));
  await open(page, '/docs/2.0.0-beta.22/installation/');
  await expect(page.locator('.theme-doc-sidebar-menu .theme-version-compare-new-badge')).toHaveCount(newIn22.length);
});
