import type {Page, Response} from '@playwright/test';
import {test, expect, axe, waitForHydration} from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('#docsearch-input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');
const hrefs = (page: Page) =>
  hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

async function openModal(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(modal(page)).toBeVisible();
}

async function searchInModal(page: Page, query: string): Promise<void> {
  await modalInput(page).fill(query);
  await expect(hitLinks(page).first()).toBeVisible();
}

/** A question whose answer is a section: "Color mode" in the theme configuration, in the docs' words. */
const QUESTION = 'how do I enable dark mode?';
/** The same question as a request in plain words, without a question word: it gets an answer too. */
const REQUEST = 'turn on dark mode';
const ANSWER_URL = '/docs/api/themes/configuration/#color-mode';
const answerCard = (page: Page) => page.getByRole('region', {name: 'Answer'});

/** Clicks a link to a section and checks that the page scrolled to its heading. */
async function expectLandedOn(page: Page, url: string): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.locator(`[id="${url.split('#')[1]}"]`)).toBeInViewport();
}

/**
 * Scans `include` in the current colour scheme. Dark mode changes colours only, so a dark scan runs axe's colour
 * rules (as in accessibility.spec.ts).
 */
async function expectNoSeriousA11yIssues(page: Page, include: string, knownIssues: string[] = []): Promise<void> {
  const dark = await page.evaluate(() => document.documentElement.dataset.theme === 'dark');
  const scan = axe(page).include(include).disableRules(knownIssues);
  const {violations} = await (dark ? scan.withRules(['color-contrast', 'link-in-text-block']) : scan).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('search modal', () => {
  test('the navbar button is named "Search" and the modal loads only on intent', async ({page}) => {
    const searchRequests: string[] = [];
    const scripts: Response[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) searchRequests.push(request.url());
    });
    const collectScript = (response: Response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    };
    page.on('response', collectScript);
    await page.goto('/docs/');
    await waitForHydration(page);
    const button = page.getByRole('button', {name: 'Search', exact: true});
    await expect(button).toBeVisible();
    expect(searchRequests).toEqual([]);
    // Scripts fetched later (idle-time prefetches, the modal on hover) are not part of the first load.
    page.off('response', collectScript);
    const firstLoadScripts = await Promise.all(scripts.map((response) => response.text()));
    expect(firstLoadScripts.filter((script) => script.includes('DocSearch-Modal'))).toEqual([]);

    await button.hover();
    await expect.poll(() => searchRequests.some((url) => url.endsWith('/manifest.json'))).toBe(true);
  });

  test('/ and Ctrl/Cmd+K open the modal, Escape closes it', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(modalInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();

    // Closing focuses the search button again; Ctrl/Cmd+K works from there too.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('a letter typed on the focused search button starts the query', async ({page}) => {
    await page.goto('/docs/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Search', exact: true}).focus();
    await page.keyboard.press('v');
    await expect(modal(page)).toBeVisible();
    await expect(modalInput(page)).toHaveValue('v');
  });

  test('/ typed into a field does not open the modal', async ({page}) => {
    await page.goto('/search/');
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search'}).press('/');
    await expect(modal(page)).toBeHidden();
  });

  test('while reading current docs, hits come from them and not from 2.0.0-beta.21', async ({page, baseURL}) => {
    const otherHosts: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!)) otherHosts.push(request.url());
    });
    await openModal(page, '/docs/');
    await searchInModal(page, 'sidebar');
    const links = await hrefs(page);
    expect(links.some((href) => /^\/docs\/(?!2\.0\.0-)/.test(href))).toBe(true);
    expect(links.filter((href) => href.startsWith('/docs/2.0.0-beta.21/'))).toEqual([]);
    // No Algolia host, no insights: search never leaves the site.
    expect(otherHosts).toEqual([]);
  });

  test('while reading 2.0.0-beta.21 docs, hits come from that version only', async ({page}) => {
    await openModal(page, '/docs/2.0.0-beta.21/installation/');
    await searchInModal(page, 'sidebar');
    const links = await hrefs(page);
    expect(links.some((href) => href.startsWith('/docs/2.0.0-beta.21/'))).toBe(true);
    expect(links.filter((href) => /^\/docs\/(?!2\.0\.0-beta\.21\/)/.test(href))).toEqual([]);
  });

  test('choosing a hit navigates within the app to the page and anchor', async ({page, consoleErrors}) => {
    await openModal(page, '/docs/');
    await page.evaluate(() => {
      (window as Window & {sameDocument?: boolean}).sameDocument = true;
    });
    await searchInModal(page, 'sidebar');
    const hit = page.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = (await hit.getAttribute('href'))!;
    await hit.click();

    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(href);
    const anchor = decodeURIComponent(href.split('#')[1]!);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    // A full reload would have dropped the marker.
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a query that matches nothing shows the no-results texts', async ({page}) => {
    await openModal(page, '/docs/');
    await modalInput(page).fill('xqzvplughnothing');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "xqzvplughnothing"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen.getByRole('link', {name: 'versioning'})).toHaveAttribute('href', '/search/?q=versioning');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/docusaurus\/issues\/new\?title=.*xqzvplughnothing/,
    );
  });

  test('an index that cannot be fetched shows the error texts', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await openModal(page, '/docs/');
    await modalInput(page).fill('sidebar');
    const dropdown = page.locator('.DocSearch-Dropdown');
    await expect(dropdown.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(dropdown.getByRole('alert')).toContainText('You might want to check your network connection.');
    await expect(dropdown.getByText('No results for')).toBeHidden();
  });

  // DocSearch is pinned (package.json): each of our fixes to its markup has a test here, so an upgrade that
  // changes what they patch fails loudly. 1. The input's aria-controls names a list that exists.
  test('the search input controls the result list it names', async ({page}) => {
    await openModal(page, '/docs/');
    await searchInModal(page, 'sidebar');
    // One id per result list (one list per group of hits), space-separated.
    const controls = (await modalInput(page).getAttribute('aria-controls'))?.split(/\s+/).filter(Boolean) ?? [];
    expect(controls.length).toBeGreaterThan(0);
    for (const id of controls) await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('role', 'listbox');
  });

  test("the first query downloads the index and its hits' excerpts; a later query downloads nothing", async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await openModal(page, '/docs/');
    await searchInModal(page, 'sidebar');
    await expect(page.locator('.DocSearch-Hit-content-wrapper').first()).not.toHaveText('');
    // Per-page snippet files for the hits shown, never the whole snippets of a context before the results.
    expect(indexRequests.filter((path) => /\.snippets\.\d+\.json\.gz$/.test(path)).length).toBeGreaterThan(0);
    // Then the contexts' excerpts load in the background.
    await expect.poll(() => indexRequests.filter((path) => /\.snippets\.json\.gz$/.test(path)).length).toBe(3);
    await page.waitForLoadState('networkidle');
    const before = indexRequests.length;
    await modalInput(page).fill('deployment');
    await expect(
      hitLinks(page)
        .filter({hasText: /deploy/i})
        .first(),
    ).toBeVisible();
    expect(indexRequests.slice(before)).toEqual([]);
  });

  test('a typo with swapped letters finds its page, and an option name lists the API page by its option record', async ({
    page,
  }) => {
    await openModal(page, '/docs/');
    await searchInModal(page, 'deploymnet');
    expect((await hrefs(page))[0]).toMatch(/^\/docs\/deployment\//);
    await modalInput(page).fill('sidebarPath');
    await expect(hitLinks(page).filter({hasText: 'sidebarPath'}).first()).toBeVisible();
    // The docs plugin's page is listed by its option record, which leads to the option's row.
    const pluginHit = (await hrefs(page)).find((href) =>
      href.startsWith('/docs/api/plugins/@docusaurus/plugin-content-docs/'),
    );
    expect(pluginHit).toMatch(/#./);
  });

  test('once the index is fetched, search keeps answering offline', async ({page, context}) => {
    await openModal(page, '/docs/');
    await searchInModal(page, 'sidebar');
    await context.setOffline(true);
    await modalInput(page).fill('versioning');
    await expect(
      hitLinks(page)
        .filter({hasText: /versioning/i})
        .first(),
    ).toBeVisible();
    await context.setOffline(false);
  });

  // 4. The answer card sits at the top of the results screen's container, before DocSearch's groups of hits.
  test('a question whose answer is a section gets an answer card above the results; a keyword does not', async ({
    page,
  }) => {
    await openModal(page, '/docs/');
    await searchInModal(page, QUESTION);
    const card = answerCard(page);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', {name: 'Color mode'})).toHaveAttribute('href', ANSWER_URL);
    await expect(card).toContainText('Theme configuration');
    await expect(card.locator('p').last()).not.toHaveText('');
    // Screen readers announce it: it is rendered into a live region.
    await expect(page.locator('[aria-live="polite"]').filter({has: card})).toHaveCount(1);
    const cardFirst = await page
      .locator('.DocSearch-Dropdown-Container')
      .evaluate((container) =>
        container.firstElementChild?.contains(container.querySelector('section[aria-labelledby]')),
      );
    expect(cardFirst).toBe(true);
    await expect(page.locator('.DocSearch-Dropdown-Container > .DocSearch-Hits').first()).toBeVisible();

    await modalInput(page).fill('color mode');
    await expect(hitLinks(page).first()).toBeVisible();
    await expect(answerCard(page)).toHaveCount(0);
    await modalInput(page).fill('sidebar');
    await expect(
      hitLinks(page)
        .filter({hasText: /sidebar/i})
        .first(),
    ).toBeVisible();
    await expect(answerCard(page)).toHaveCount(0);
  });

  test('the answer card is reachable by keyboard and leads to its section', async ({page}) => {
    await openModal(page, '/docs/');
    await searchInModal(page, QUESTION);
    const link = answerCard(page).getByRole('link');
    await expect(link).toBeVisible();
    // From the input, Tab passes the clear button and reaches the card before any hit.
    for (
      let press = 0;
      press < 3 && !(await link.evaluate((element) => element === document.activeElement));
      press += 1
    )
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expectLandedOn(page, ANSWER_URL);
  });

  test('a request in plain words gets the answer card too, and clicking it lands on its section', async ({page}) => {
    await openModal(page, '/docs/');
    await searchInModal(page, REQUEST);
    const link = answerCard(page).getByRole('link', {name: 'Color mode'});
    await expect(link).toHaveAttribute('href', ANSWER_URL);
    await link.click();
    await expect(modal(page)).toBeHidden();
    await expectLandedOn(page, ANSWER_URL);
  });

  // DocSearch's own markup nests interactive elements (the backdrop is a role="button" around the whole
  // modal, each hit an option wrapping a link), as on any DocSearch site; everything else must pass.
  const docSearchMarkupIssues = ['nested-interactive'];

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the modal has no serious accessibility issues (${colorScheme})`, async ({page}) => {
      // Three axe scans (results, answer card, no results).
      test.slow();
      await page.emulateMedia({colorScheme});
      await openModal(page, '/docs/');
      await searchInModal(page, 'sidebar');
      await expectNoSeriousA11yIssues(page, '.DocSearch-Container', docSearchMarkupIssues);
      await modalInput(page).fill(QUESTION);
      await expect(answerCard(page)).toBeVisible();
      await expectNoSeriousA11yIssues(page, '.DocSearch-Container', docSearchMarkupIssues);
      await modalInput(page).fill('xqzvplughnothing');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await expectNoSeriousA11yIssues(page, '.DocSearch-Container', docSearchMarkupIssues);
    });
  }
});

test.describe('search page', () => {
  const results = (page: Page) => page.getByRole('main').getByRole('listitem');

  test('lists results for ?q=versioning, grouped by page', async ({page, consoleErrors}) => {
    await page.goto('/search/?q=versioning');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "versioning"');
    await expect(page.getByRole('main').getByRole('link', {name: 'Versioning', exact: true}).first()).toHaveAttribute(
      'href',
      '/docs/versioning/',
    );
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/versioning/i);
    expect(await results(page).count()).toBeGreaterThan(1);
    expect(consoleErrors).toEqual([]);
  });

  test('without a query it shows what can be searched: sections, docs versions, popular pages', async ({page}) => {
    await page.goto('/search/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {name: 'What search covers'})).toBeVisible();
    await expect(main.getByRole('link', {name: 'Changelog', exact: true})).toHaveAttribute('href', '/changelog/');
    await expect(main.getByRole('link', {name: 'Installation', exact: true})).toHaveAttribute(
      'href',
      '/docs/installation/',
    );
    const older = main.getByRole('button', {name: '2.0.0-beta.21'});
    await expect(older).toHaveAttribute('aria-pressed', 'false');
    await older.click();
    await expect(page).toHaveURL(/version=2\.0\.0-beta\.21/);
    await expect(older).toHaveAttribute('aria-pressed', 'true');
  });

  test('typing updates the URL and the results', async ({page}) => {
    await page.goto('/search/');
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search'}).fill('deployment');
    await expect(page).toHaveURL(/\/search\/\?q=deployment$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "deployment"');
    await expect(page.getByRole('main').locator('a[href^="/docs/deployment/"]').first()).toBeVisible();
  });

  test('the version selector searches the chosen docs version', async ({page}) => {
    await page.goto('/search/?q=sidebar');
    await waitForHydration(page);
    await page.getByRole('combobox', {name: 'Docs version'}).selectOption('2.0.0-beta.21');
    await expect(page).toHaveURL(/version=2\.0\.0-beta\.21/);
    const main = page.getByRole('main');
    await expect(main.locator('a[href^="/docs/2.0.0-beta.21/"]').first()).toBeVisible();
    await expect(main.locator('a[href^="/docs/"]:not([href^="/docs/2.0.0-beta.21/"])')).toHaveCount(0);
  });

  test('"Load more" lists more pages', async ({page}) => {
    await page.goto('/search/?q=docusaurus');
    const pages = page.getByRole('main').locator('article');
    await expect(pages).toHaveCount(10);
    await page.getByRole('button', {name: 'Load more'}).click();
    await expect(pages).toHaveCount(20);
  });

  test('a query that matches nothing shows the no-results texts', async ({page}) => {
    await page.goto('/search/?q=xqzvplughnothing');
    const main = page.getByRole('main');
    await expect(main).toContainText('No results for "xqzvplughnothing"');
    await expect(main).toContainText('Try searching for');
    await expect(main.getByRole('link', {name: 'sidebar'})).toHaveAttribute('href', '/search/?q=sidebar');
    await expect(main).toContainText('Believe this query should return results?');
    await expect(main.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new\?title=/);
  });

  test('an index that cannot be fetched shows the error texts', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort());
    await page.goto('/search/?q=sidebar');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });

  test('a query containing markup is shown as text', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/search/?q=%3Cscript%3Ealert(1)%3C/script%3E');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "<script>alert(1)</script>"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('<script>alert(1)</script>');
    await expect(page.getByRole('main').locator('script')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('a question gets an answer card above the results, a keyword does not; the card leads to its section', async ({
    page,
  }) => {
    await page.goto(`/search/?q=${encodeURIComponent(QUESTION)}`);
    const card = answerCard(page);
    await expect(card).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({has: card})).toHaveCount(1);
    await expect(card).toContainText('Theme configuration');
    // Above the list of pages.
    const cardAbove = await card.evaluate(
      (element) =>
        (element.compareDocumentPosition(document.querySelector('main ol')!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    );
    expect(cardAbove).toBe(true);
    await card.getByRole('link', {name: 'Color mode'}).click();
    await expectLandedOn(page, ANSWER_URL);

    await page.goto('/search/?q=sidebar');
    await expect(page.getByRole('main').locator('article').first()).toBeVisible();
    await expect(answerCard(page)).toHaveCount(0);
  });

  test('the answer card is reachable by keyboard from the search box, before any result', async ({page}) => {
    await page.goto(`/search/?q=${encodeURIComponent(REQUEST)}`);
    const link = answerCard(page).getByRole('link', {name: 'Color mode'});
    await expect(link).toBeVisible();
    await page.getByRole('searchbox', {name: 'Search'}).focus();
    // From the input, Tab passes the version selector and the submit button, and reaches the card before any result.
    for (
      let press = 0;
      press < 4 && !(await link.evaluate((element) => element === document.activeElement));
      press += 1
    ) {
      await page.keyboard.press('Tab');
      const inResults = await page.evaluate(() => document.activeElement?.closest('main ol') !== null);
      expect(inResults).toBe(false);
    }
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expectLandedOn(page, ANSWER_URL);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the page has no serious accessibility issues (${colorScheme})`, async ({page}) => {
      // Three axe scans (results, answer card, no results).
      test.slow();
      await page.emulateMedia({colorScheme});
      await page.goto('/search/?q=sidebar');
      await expect(page.getByRole('main').locator('article').first()).toBeVisible();
      await expectNoSeriousA11yIssues(page, 'main');
      await page.goto(`/search/?q=${encodeURIComponent(QUESTION)}`);
      await expect(answerCard(page)).toBeVisible();
      await expectNoSeriousA11yIssues(page, 'main');
      await page.goto('/search/?q=xqzvplughnothing');
      await expect(page.getByRole('main')).toContainText('No results for');
      await expectNoSeriousA11yIssues(page, 'main');
    });
  }
});
