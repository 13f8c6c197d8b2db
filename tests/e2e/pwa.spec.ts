import {test, expect, waitForHydration} from './fixtures';
// The reload popup of a waiting offline worker is tested in offline.spec.ts, which shares its worker installs.

type ManifestIcon = {src: string; sizes: string; purpose?: string};

test('Chrome finds the site installable, with regular and maskable icons at 192 and 512 px', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const cdp = await context.newCDPSession(page);
  const {url, errors} = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
  // Test browsers run incognito, which Chrome reports on its own; every other check must pass.
  expect(installabilityErrors.map(({errorId}) => errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  const manifest: {icons: ManifestIcon[]; theme_color: string} = await (await page.request.get(url)).json();
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons.sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${bitmap.width}x${bitmap.height}`;
    }, new URL(icon.src, url).href);
    expect(size, icon.src).toBe(icon.sizes);
  }
});

test('a service worker that fails to register is logged as "registerSW failed" and the page still works', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.route(
    (url) => url.pathname === '/sw.js',
    (route) => route.fulfill({contentType: 'text/javascript', body: 'throw new Error("broken deployment");'}),
  );
  await page.goto('/docs/');
  await waitForHydration(page);
  await expect
    .poll(() => consoleErrors.find((message) => message.startsWith('registerSW failed')))
    .toContain('ServiceWorker script evaluation failed');
  await page.getByRole('link', {name: 'Blog', exact: true}).first().click();
  await expect(page).toHaveURL(/\/blog\/$/);
});
