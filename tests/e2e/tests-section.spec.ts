import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

// The public /tests section (test-content/): behaviours its pages promise, beyond rendering (see routes.spec.ts).

/** Heading levels (2 to 6) of the entries in the desktop table of contents, read from the headings they point to. */
async function tocLevels(page: Page): Promise<number[]> {
  const links = page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const id = decodeURIComponent(new URL((anchor as HTMLAnchorElement).href).hash.slice(1));
      const heading = document.getElementById(id);
      return heading && /^H[1-6]$/.test(heading.tagName) ? Number(heading.tagName.slice(1)) : 0;
    }),
  );
}

test.describe('table of contents tests', () => {
  // What these check is in the prerendered HTML: pages load without scripts, which keeps each test quick.
  test.use({javaScriptEnabled: false});
  // Page name → the heading levels its table of contents must show; `_` means the site default (2 to 3).
  const cases: Array<[string, number[]]> = [
    ['toc-_-_', [2, 3]],
    ['toc-_-5', [2, 3, 4, 5]],
    ['toc-2-2', [2]],
    ['toc-2-3', [2, 3]],
    ['toc-2-4', [2, 3, 4]],
    ['toc-2-5', [2, 3, 4, 5]],
    ['toc-3-_', [3]],
    ['toc-3-5', [3, 4, 5]],
    ['toc-4-5', [4, 5]],
    ['toc-5-5', [5]],
    ['toc-test-good', [2, 3]],
    ['toc-test-bad', [2, 3]],
  ];
  for (const [name, expected] of cases) {
    test(`${name} lists exactly the heading levels ${expected.join(', ')}`, async ({page}) => {
      await page.goto(`/tests/docs/toc/${name}/`);
      const levels = await tocLevels(page);
      expect([...new Set(levels)].sort()).toEqual(expected);
    });
  }
});

test.describe('error boundary tests', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/tests/pages/error-boundary/');
    await waitForHydration(page);
  });

  test('a crash in the page content shows the theme crash screen, and "Try again" restores the page', async ({
    page,
  }) => {
    await page.getByRole('button', {name: 'Crash the page content'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('The page content crashed on purpose')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await expect(page).toHaveTitle(/^Page Error \| Docusaurus$/);

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Error boundary tests'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Crash the page content'})).toBeVisible();
    await expect(page).not.toHaveTitle(/Page Error/);
  });

  test('a crash in the inner box is caught by the inner boundary only', async ({page}) => {
    await page.getByRole('button', {name: 'Crash the inner box'}).click();
    await expect(page.getByRole('alert')).toContainText('The inner boundary caught: The inner box crashed on purpose');
    await expect(page.getByText('Outer box, protected by the outer boundary.')).toBeVisible();

    await page.getByRole('button', {name: 'Reset the inner boundary'}).click();
    await expect(page.getByText('Inner box, protected by the inner boundary.')).toBeVisible();
  });

  test('a crash of the whole page shows the core crash screen, and "Try again" restores the page', async ({page}) => {
    await page.getByRole('button', {name: 'Crash the whole page'}).click();
    await expect(page.getByRole('heading', {level: 1, name: /This page crashed/})).toBeVisible();
    await expect(page.getByText('The whole page crashed on purpose, outside the layout')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');

    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Error boundary tests'})).toBeVisible();
  });
});

test('the link page opens external links in a new tab with rel noopener, and internal links in place', async ({
  page,
}) => {
  await page.goto('/tests/pages/link/');
  const external = page.locator('[data-link-group="external-links"] a');
  await expect(external).toHaveCount(3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  const internal = page.locator('[data-link-group="internal-links"] a');
  await expect(internal.first()).toBeVisible();
  for (const link of await internal.all()) {
    expect(await link.getAttribute('target'), await link.innerText()).toBeNull();
  }
});

test.describe('doc tag pages', () => {
  // What these check is in the prerendered HTML: pages load without scripts, which keeps each test quick.
  test.use({javaScriptEnabled: false});
  // Tag permalink → titles of the docs that carry it. The draft `test-draft` also carries `a` and must not be listed.
  const tags: Record<string, string[]> = {
    a: ['Doc with an .html slug', 'Doc with last update', 'More test'],
    b: ['More test', 'Standalone doc'],
    c: ['Case-sensitive doc', 'More test'],
    'd-custom-permalink': ['Case-sensitive doc', 'Standalone doc'],
    e: ['Doc with last update', 'Image tests'],
    'some-tag': ['Image tests', 'More test'],
  };
  for (const [tag, titles] of Object.entries(tags)) {
    test(`/tests/docs/tags/${tag}/ lists the docs tagged ${tag}`, async ({page}) => {
      await page.goto(`/tests/docs/tags/${tag}/`);
      const listed = await page.locator('main article h2').allTextContents();
      expect(listed.sort()).toEqual([...titles].sort());
    });
  }

  test('the tag with a custom permalink shows its label, not its key', async ({page}) => {
    await page.goto('/tests/docs/tags/d-custom-permalink/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2 docs tagged with "d custom"');
  });
});

test('the autogenerated sidebar leaves out the standalone doc and the doc of the other sidebar', async ({page}) => {
  await page.goto('/tests/docs/');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(sidebar.getByRole('link', {name: 'Doc without sidebar', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'Standalone doc', exact: true})).toHaveCount(0);
  await expect(sidebar.getByRole('link', {name: 'Doc with another sidebar', exact: true})).toHaveCount(0);
});

test.describe('drafts are not built in production', () => {
  // What these check is in the prerendered HTML: pages load without scripts, which keeps each test quick.
  test.use({javaScriptEnabled: false});
  for (const route of [
    '/tests/docs/test-draft/',
    '/tests/docs/tests/another-draft/',
    '/tests/blog/2022/02/05/draft-post/',
  ]) {
    test(`${route} answers 404`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
    });
  }
});
