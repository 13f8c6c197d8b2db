import {load} from 'cheerio';
import {test, expect, axe} from './fixtures';

// The plugin pages live under their package name, like the framework's own site.
const PAGE = '/docs/api/plugins/@docusaurus/plugin-content-docs/';

test.describe('option anchors', () => {
  test('the prerendered HTML gives every option row an id, data-option and a self-link', async ({request}) => {
    const $ = load(await (await request.get('/docs/api/docusaurus-config/')).text());
    const row = $('tr#baseUrl');
    expect(row.attr('data-option')).toBe('baseUrl');
    expect(row.find('td').first().find('a.hash-link').attr('href')).toBe('#baseUrl');
    const ids = $('tr[data-option]')
      .map((_, r) => $(r).attr('id'))
      .get();
    expect(ids.length).toBeGreaterThan(20);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`#routeBasePath scrolls its row into view and marks it (${mode})`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(`${PAGE}#routeBasePath`);
      const row = page.locator('tr#routeBasePath');
      await expect(row).toHaveAttribute('data-option', 'routeBasePath');
      await expect(row).toBeInViewport();
      // Below the sticky navbar, not hidden under it.
      const navbarBottom = await page.locator('.navbar').evaluate((n) => n.getBoundingClientRect().bottom);
      const rowTop = await row.evaluate((r) => r.getBoundingClientRect().top);
      expect(rowTop).toBeGreaterThanOrEqual(navbarBottom - 1);
      expect(await row.evaluate((r) => r.matches(':target'))).toBe(true);
      const outline = await row.evaluate((r) => getComputedStyle(r).outlineStyle);
      expect(outline).toBe('solid');
      // The targeted row differs visibly from an untargeted one.
      const other = page.locator('tr#tagsBasePath');
      const background = (l: typeof row) => l.evaluate((r) => getComputedStyle(r).backgroundColor);
      expect(await background(row)).not.toBe(await background(other));
      // The highlight keeps every text of the row readable (contrast ≥ 4.5:1).
      const results = await axe(page).include('tr#routeBasePath').withRules(['color-contrast']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
    });
  }

  test('the self-link is keyboard reachable, named after the option and points at its row', async ({page}) => {
    await page.goto(PAGE);
    const link = page.getByRole('link', {name: 'Direct link to routeBasePath'});
    await expect(link).toHaveAttribute('href', '#routeBasePath');
    await link.focus();
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('opacity', '1');
  });

  test('a repeated option name on one page gets a prefixed, unique id', async ({page}) => {
    await page.goto(PAGE);
    const ids = await page.locator('tr[data-option="path"]').evaluateAll((rows) => rows.map((r) => r.id));
    expect(ids.length).toBeGreaterThan(1);
    expect(ids[0]).toBe('path');
    expect(new Set(ids).size).toBe(ids.length);
  });
});
