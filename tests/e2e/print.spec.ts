import fs from 'node:fs';
import path from 'node:path';
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {TextItem} from 'pdfjs-dist/types/src/display/api';
import {test, expect, waitForHydration} from './fixtures';

/** Side margins of src/css/print.css (1.4 cm) in PDF points. */
const SIDE_MARGIN_PT = (1.4 / 2.54) * 72;

test('a doc page printed to PDF spans the printable width, without navigation, sidebar or table of contents', async ({
  page,
}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const pdf = await page.pdf({format: 'A4'});
  const document = await getDocument({data: new Uint8Array(pdf), useSystemFonts: true}).promise;
  const first = await document.getPage(1);
  const [, , pageWidth] = first.view;
  const items = (await first.getTextContent()).items.filter(
    (item): item is TextItem => 'str' in item && item.str.trim() !== '',
  );
  const left = Math.min(...items.map((item) => item.transform[4]));
  const right = Math.max(...items.map((item) => item.transform[4] + item.width));
  const printable = pageWidth - 2 * SIDE_MARGIN_PT;
  // Before the print stylesheet the text sat in the middle column, about half of this.
  expect(left).toBeLessThan(SIDE_MARGIN_PT + 10);
  expect(right - left).toBeGreaterThan(printable * 0.9);
  const text = items.map((item) => item.str).join(' ');
  expect(text).toContain('Installation');
  expect(text).not.toContain('Showcase');
  expect(text).not.toContain('Edit this page');
});

test('print media shows every tab panel under its label, opens details, wraps code and hides the chrome', async ({
  page,
}) => {
  await page.goto('/docs/markdown-features/tabs/');
  await waitForHydration(page);
  await page.emulateMedia({media: 'print'});
  for (const name of ['Main', 'Docs sidebar']) {
    await expect(page.getByRole('navigation', {name})).toBeHidden();
  }
  await expect(page.getByRole('link', {name: 'Edit this page'})).toBeHidden();
  await expect(page.getByRole('tablist').first()).toBeHidden();
  const panels = page.getByRole('tabpanel', {includeHidden: true});
  expect(await panels.count()).toBeGreaterThan(1);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await expect(page.locator('.tab-print-label').first()).toBeVisible();
  const whiteSpace = await page
    .locator('pre')
    .first()
    .evaluate((element) => getComputedStyle(element).whiteSpace);
  expect(whiteSpace).toBe('pre-wrap');

  // The site's one collapsed details element is on the Markdown test page.
  await page.goto('/tests/pages/markdown/');
  await waitForHydration(page);
  await page.emulateMedia({media: 'print'});
  await expect(page.getByText('The content of the details element is hidden')).toBeVisible();
});

/** Doc ids of a versioned sidebars file in reading order, computed here independently of the plugin. */
function sidebarDocIds(file: string): string[] {
  type Item = string | {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string}};
  const sidebars: Record<string, Item[]> = JSON.parse(fs.readFileSync(file, 'utf8'));
  const ids: string[] = [];
  const walk = (items: Item[]) => {
    for (const item of items) {
      if (typeof item === 'string') ids.push(item);
      else if (item.type === 'doc' && item.id) ids.push(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  Object.values(sidebars).forEach(walk);
  return [...new Set(ids)];
}

function docTitle(docsDir: string, id: string): string {
  const file = ['.mdx', '.md']
    .map((extension) => path.join(docsDir, `${id}${extension}`))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no source file for doc ${id}`);
  const title = /^title: *['"]?(.*?)['"]? *$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (!title) throw new Error(`doc ${id} has no title in its front matter`);
  return title;
}

test('the whole-version print page holds every doc of the version in sidebar order, with working in-document links', async ({
  page,
}) => {
  // About 3 MB of HTML: slow to load and query on a busy machine.
  test.setTimeout(120_000);
  const version = '2.0.0-beta.22';
  const ids = sidebarDocIds(`versioned_sidebars/version-${version}-sidebars.json`);
  const expected = ids.map((id) => docTitle(`versioned_docs/version-${version}`, id));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto(`/docs/${version}/print/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const titles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('article.print-doc h1'), (heading) => heading.textContent?.trim()),
  );
  expect(titles).toEqual(expected);
  await expect(page.getByRole('navigation', {name: 'Contents'}).getByRole('link')).toHaveCount(expected.length);

  const broken = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
      .map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1)))
      .filter((id) => !document.getElementById(id)),
  );
  expect(broken).toEqual([]);
  // Links to other docs of the version became in-document links.
  expect(await page.locator(`a[href^="/docs/${version}/"]`).count()).toBe(0);
  // A doc page loads the runtime and main bundle; this page needs none of it.
  expect(scripts).toEqual([]);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/print/');
});

test('the versions page links each version to its print page', async ({page}) => {
  await page.goto('/versions/');
  const link = page.getByRole('link', {name: 'Print or save as PDF: 2.0.0-beta.21'});
  await expect(link).toHaveAttribute('href', '/docs/2.0.0-beta.21/print/');
  // Opening the 3 MB page in the browser is the previous test's work; here the link's target is checked.
  const target = await page.request.get('/docs/2.0.0-beta.21/print/');
  expect(target.status()).toBe(200);
  expect(await target.text()).toMatch(/<title>Docusaurus 2\.0\.0-beta\.21: the complete documentation<\/title>/);
});
