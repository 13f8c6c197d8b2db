import {test, expect, axe, waitForHydration} from './fixtures';

const DOC = '/docs/installation/';
const TWIN = '/docs/installation.md';

test.describe('"Copy page" and "View as Markdown" on a doc page', () => {
  test('"Copy page" puts the Markdown twin on the clipboard and says so', async ({page, context, consoleErrors}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(DOC);
    await waitForHydration(page);
    const twin = await (await page.request.get(TWIN)).text();
    expect(twin).toContain('# Installation');

    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(consoleErrors).toEqual([]);
  });

  test('without the clipboard API, the Markdown is shown selected in a dialog', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
      Reflect.deleteProperty(window, 'ClipboardItem');
    });
    await page.goto(DOC);
    await waitForHydration(page);
    const twin = await (await page.request.get(TWIN)).text();

    await page.getByRole('button', {name: 'Copy page'}).click();
    const dialog = page.getByRole('dialog', {name: 'Copy the page as Markdown'});
    await expect(dialog).toBeVisible();
    const textarea = dialog.getByRole('textbox', {name: 'Markdown of this page'});
    await expect(textarea).toHaveValue(twin);
    await expect(textarea).toBeFocused();
    const selected = await textarea.evaluate((node: HTMLTextAreaElement) => node.selectionEnd - node.selectionStart);
    expect(selected).toBe(twin.length);

    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
  });

  test('"View as Markdown" links to the twin, served as text/markdown', async ({page, request}) => {
    await page.goto('/docs/2.0.0-beta.22/installation/');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/docs/2.0.0-beta.22/installation.md');
    const response = await request.get(TWIN);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });

  test('the copy code is not among the scripts the page loads before any interaction', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(DOC);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.filter((body) => body.includes('Copy the page as Markdown'))).toEqual([]);
  });

  test('test pages, which have no twin, show neither control', async ({page}) => {
    await page.goto('/tests/docs/');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-breadcrumbs')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the controls pass axe in ${mode} mode`, async ({page}) => {
      test.setTimeout(60_000);
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(DOC);
      await waitForHydration(page);
      const results = await axe(page).include('.copy-page').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
