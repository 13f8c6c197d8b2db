import {test, expect, waitForHydration} from './fixtures';
import type {Page} from '@playwright/test';

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
  // The playground has no stable class names: its editor is the theme's editable code block, and its result is
  // found by what the example renders (a counter and its button).
  const editor = page.locator('.prism-code[contenteditable]').first();
  await editor.scrollIntoViewIfNeeded();
  await expect(page.getByText('Pages translated: 0')).toBeVisible();
  await page.getByRole('button', {name: 'Add 5'}).click();
  await expect(page.getByText('Pages translated: 5')).toBeVisible();

  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Shift+ControlOrMeta+Home');
  await page.keyboard.type('<p>Edited in the browser</p>');
  await expect(page.getByRole('paragraph').filter({hasText: /^Edited in the browser$/})).toBeVisible();
});

test('math renders with KaTeX from a locally served stylesheet', async ({page}) => {
  const externalRequests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) externalRequests.push(request.url());
  });
  await page.goto('/docs/markdown-features/math-equations/');
  await expect(page.locator('article .katex').first()).toBeVisible();
  await expect(page.locator('article .katex-display').first()).toBeVisible();
  // The KaTeX stylesheet is bundled: its font rule applies without any CDN (once the page's CSS chunk has loaded).
  await expect(page.locator('article .katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
  expect(externalRequests).toEqual([]);
});

const API_PAGE = '/docs/api/docusaurus-config/';

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('code blocks arrive highlighted in the prerendered HTML', async ({page}) => {
    await page.goto(API_PAGE);
    const block = page.locator('article .theme-code-block').first();
    await expect(block.locator('.token.keyword').first()).toBeVisible();
    const colors = await block.evaluate((element) => ({
      keyword: getComputedStyle(element.querySelector('.token.keyword')!).color,
      plain: getComputedStyle(element).color,
    }));
    expect(colors.keyword).not.toBe(colors.plain);
  });
});

/** The colours of the first code block of the page: its background and its first keyword. */
const codeColors = (page: Page) =>
  page
    .locator('article .theme-code-block')
    .first()
    .evaluate((block) => ({
      background: getComputedStyle(block).backgroundColor,
      keyword: getComputedStyle(block.querySelector('.token.keyword')!).color,
    }));

test('prerendered code blocks are kept by hydration and follow the colour mode', async ({page, consoleErrors}) => {
  // The first token as prerendered, taken before React hydrates the page (its route chunks load after the HTML).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const token = document.querySelector('article .token');
      (window as unknown as {prerenderedToken: Element | null}).prerenderedToken = token;
    });
  });
  await page.goto(API_PAGE);
  await waitForHydration(page);
  const kept = () => document.contains((window as unknown as {prerenderedToken: Element}).prerenderedToken);
  expect(await page.evaluate(kept)).toBe(true);
  // No hydration mismatch either: React would report it and render the page again.
  expect(consoleErrors).toEqual([]);
  const light = await codeColors(page);

  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  while ((await html.getAttribute('data-theme')) !== 'dark') await toggle.click();
  const dark = await codeColors(page);
  expect(dark.background).not.toBe(light.background);
  expect(dark.keyword).not.toBe(light.keyword);

  // Loaded in dark mode, the prerendered (light) block takes the dark colours too.
  await page.reload();
  await waitForHydration(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await codeColors(page)).toEqual(dark);
});

test('code blocks in tabs, which re-mount after hydration, keep their prerendered markup', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  const tokens = page.locator('article [role="tabpanel"] .theme-code-block .token');
  await expect(tokens.first()).toBeAttached();
  // The stock highlighter would have loaded Prism and coloured every token inline.
  const inlineColoured = await tokens.evaluateAll((spans) => spans.filter((token) => token.hasAttribute('style')));
  expect(inlineColoured).toHaveLength(0);
});

test('code blocks keep titles, line numbers, highlighted lines, copy and word wrap', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/markdown-features/code-blocks/');
  await waitForHydration(page);
  const article = page.locator('article');
  const titled = article.locator('.theme-code-block', {hasText: 'ada:'}).last();
  await expect(titled).toContainText('blog/authors.yml');
  // Line numbers are a CSS counter, shown before an empty cell at the start of each line.
  await expect(titled.locator('code')).toHaveCSS('counter-reset', 'line-count 0');
  const numbers = await titled
    .locator('.token-line')
    .evaluateAll((lines) => lines.map((line) => getComputedStyle(line.firstElementChild!, '::before').content));
  expect(numbers).toEqual(Array(4).fill('counter(line-count)'));
  await expect(titled.locator('.theme-code-block-highlighted-line')).toHaveCount(2);

  // Magic comments highlight lines and are removed from the code, also from what the copy button copies.
  const greeting = article.locator('.theme-code-block', {hasText: 'function Greeting'}).last();
  await expect(greeting.locator('.theme-code-block-highlighted-line')).toHaveCount(3);
  await expect(greeting).not.toContainText('highlight-');
  await greeting.hover();
  await greeting.getByRole('button', {name: /Copy code/}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^function Greeting\({user}\) {\n {2}const name/);
  expect(copied).not.toContain('highlight-');

  // Word wrap appears on a block wider than its column, and wraps it.
  await page.setViewportSize({width: 420, height: 800});
  const code = greeting.locator('code');
  await greeting.hover();
  await greeting.getByRole('button', {name: /Toggle word wrap/}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
});

test('code blocks reached by a client-side navigation are highlighted in the browser', async ({page}) => {
  await page.goto('/docs/installation/');
  await waitForHydration(page);
  // The API sidebar opens on the CLI page, whose blocks are Bash: a language Prism gets only with the highlighter.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
  await expect(page).toHaveURL('/docs/cli/');
  const token = page.locator('article .theme-code-block .token.function').first();
  await expect(token).toBeVisible();
  // The stock highlighter colours tokens inline, from the colour mode of the moment.
  await expect(token).toHaveAttribute('style', /color/);
});
