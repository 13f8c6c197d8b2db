import type {Page} from '@playwright/test';
import {describeServingTables} from '../serving/table';
import {test, expect, waitForHydration} from './fixtures';

// Production serving: nginx with deploy/nginx.conf and the generated security headers, run by
// `npm run test:nginx` (playwright.nginx.config.ts; the default suite leaves this file out).
// First the table of requests and answers that scripts/serve.mjs must give too (tests/e2e/serving.spec.ts), and the
// attacks; then pages in a browser under the production policy.
describeServingTables();

/** Every Content-Security-Policy violation the page reports, whether or not it reaches the console. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, {cspViolations: violations});
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

test.describe('the not-found page', () => {
  test('an unknown path shows the not-found page with status 404 under the policy', async ({page, consoleErrors}) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    // The browser reports the page's own 404 status as an error; nothing else may fail.
    expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });
});

test.describe('the policy lets every kind of page work', () => {
  const pages = [
    {path: '/', heading: 'Docusaurus'},
    {path: '/docs/installation/', heading: 'Installation'},
    {path: '/showcase/', heading: 'Docusaurus Site Showcase'},
  ];
  for (const {path, heading} of pages) {
    test(`${path} renders and hydrates without a violation`, async ({page, consoleErrors}) => {
      const violations = await recordCspViolations(page);
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1}).first()).toContainText(heading);
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("a live code block runs the reader's code", async ({page, consoleErrors}) => {
    const violations = await recordCspViolations(page);
    await page.goto('/docs/markdown-features/code-blocks/');
    await waitForHydration(page);
    // The example's own output and button, rendered by the reader's code in the playground.
    const button = page.getByRole('button', {name: 'Add 5'}).first();
    await button.scrollIntoViewIfNeeded();
    await expect(page.getByText('Pages translated: 0').first()).toBeVisible();
    await button.click();
    await expect(page.getByText('Pages translated: 5').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
