import type {APIRequestContext, APIResponse, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

// Production serving: nginx with deploy/nginx.conf and the generated security headers. Run with
// `npx playwright test -c playwright.nginx.config.ts`; the default suite, served by scripts/serve.mjs, skips it.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'nginx', 'production serving: run with -c playwright.nginx.config.ts');
  test.skip(!testInfo.config.metadata.nginx, 'nginx is not installed (Debian: apt-get install nginx)');
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+[ ;]/);
}

/** The URL of the content-hashed main bundle a page loads. */
async function mainBundle(request: APIRequestContext): Promise<string> {
  const bundle = (await (await request.get('/docs/')).text()).match(/<script src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/)?.[1];
  if (!bundle) throw new Error('/docs/ loads no content-hashed main bundle');
  return bundle;
}

/** Every Content-Security-Policy violation the page reports, whether or not it reaches the console. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, {cspViolations: violations});
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

test.describe('headers', () => {
  test('pages and fixed-name files are revalidated, hashed assets are cached for a year, all carry the security headers', async ({request}) => {
    const page = await request.get('/docs/');
    expectSecurityHeaders(page);
    expect(page.headers()['cache-control']).toBe('no-cache');
    const csp = page.headers()['content-security-policy'];
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain("'unsafe-inline'");

    const asset = await request.get(await mainBundle(request));
    expectSecurityHeaders(asset);
    expect(asset.headers()['cache-control']).toBe(IMMUTABLE);

    for (const file of ['/sw.js', '/manifest.json']) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
  });

  test('text is sent gzipped', async ({request}) => {
    for (const url of ['/docs/', await mainBundle(request), '/sitemap.xml']) {
      const response = await request.get(url, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.headers()['content-encoding'], url).toBe('gzip');
      expect(response.headers()['vary'], url).toBe('Accept-Encoding');
    }
  });

  test('the generated header files are not served', async ({request}) => {
    for (const file of ['/_headers', '/_nginx-headers.conf']) expect((await request.get(file)).status(), file).toBe(404);
  });
});

test.describe('paths, as `docusaurus serve` answers them', () => {
  test('an unknown path gets the not-found page with status 404 and the security headers', async ({page}) => {
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-security-policy']).toBeDefined();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });

  test('a folder without its trailing slash and a .html path redirect to the clean URL', async ({request}) => {
    const redirects = {
      '/docs': '/docs/',
      '/docs?version=1': '/docs/?version=1',
      '/docs/installation.html': '/docs/installation/',
      '/tests/docs/folder%20with%20space/doc%201': '/tests/docs/folder%20with%20space/doc%201/',
    };
    for (const [from, to] of Object.entries(redirects)) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
    // A route whose name really ends in .html is served where it is.
    expect((await request.get('/tests/docs/dummy.html', {maxRedirects: 0})).status()).toBe(200);
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

  test('a live code block runs the reader\'s code', async ({page, consoleErrors}) => {
    const violations = await recordCspViolations(page);
    await page.goto('/docs/markdown-features/code-blocks/');
    await waitForHydration(page);
    const playground = page.locator('[class*="playgroundContainer"]').first();
    await playground.scrollIntoViewIfNeeded();
    await expect(playground.getByText('Pages translated: 0')).toBeVisible();
    await playground.getByRole('button', {name: 'Add 5'}).click();
    await expect(playground.getByText('Pages translated: 5')).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
