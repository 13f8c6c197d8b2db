import {test, expect, waitForHydration} from './fixtures';

test('a tab choice is shared by its group and persists across a reload', async ({page}) => {
  await page.goto('/docs/markdown-features/tabs/');
  await waitForHydration(page);
  const linuxTabs = page.getByRole('tab', {name: 'Linux'});
  const groupSize = await linuxTabs.count();
  expect(groupSize).toBeGreaterThanOrEqual(2);

  await linuxTabs.first().click();
  for (let i = 0; i < groupSize; i++) await expect(linuxTabs.nth(i)).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.operating-systems'))).toBe('linux');

  await page.reload();
  await waitForHydration(page);
  for (let i = 0; i < groupSize; i++) await expect(linuxTabs.nth(i)).toHaveAttribute('aria-selected', 'true');
});

test('a live code block runs, and re-renders after its code is edited', async ({page}) => {
  await page.goto('/docs/markdown-features/code-blocks/');
  await waitForHydration(page);
  const playground = page.locator('[class*="playgroundContainer"]').first();
  await playground.scrollIntoViewIfNeeded();
  const preview = playground.locator('[class*="playgroundPreview"]');
  await expect(preview).toContainText('Pages translated: 0');
  await preview.getByRole('button', {name: 'Add 5'}).click();
  await expect(preview).toContainText('Pages translated: 5');

  const editor = playground.locator('.prism-code[contenteditable]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Shift+ControlOrMeta+Home');
  await page.keyboard.type('<p>Edited in the browser</p>');
  await expect(preview).toContainText('Edited in the browser');
});

test('math renders with KaTeX from a locally served stylesheet', async ({page}) => {
  const externalRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) externalRequests.push(request.url());
  });
  await page.goto('/docs/markdown-features/math-equations/');
  await expect(page.locator('article .katex').first()).toBeVisible();
  await expect(page.locator('article .katex-display').first()).toBeVisible();
  // The KaTeX stylesheet is bundled: its font-size rule applies without any CDN.
  const fontFamily = await page.locator('article .katex').first().evaluate((node) => getComputedStyle(node).fontFamily);
  expect(fontFamily).toContain('KaTeX_Main');
  expect(externalRequests).toEqual([]);
});
