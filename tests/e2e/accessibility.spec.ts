import {test, expect, axe, transitionsDone, waitForHydration} from './fixtures';

type Violation = Awaited<ReturnType<ReturnType<typeof axe>['analyze']>>['violations'][number];

// axe walks every node: the long API reference alone takes up to 20 s on a busy 2-core machine.
test.describe.configure({timeout: 60_000});

/** One page of every kind the site renders. */
const pages = [
  {kind: 'home', path: '/'},
  {kind: 'doc', path: '/docs/installation/'},
  {kind: 'API doc', path: '/docs/api/docusaurus-config/'},
  {kind: 'versioned doc', path: '/docs/2.0.0-beta.21/installation/'},
  {kind: 'community doc', path: '/community/support/'},
  {kind: 'blog list', path: '/blog/'},
  {kind: 'blog post', path: '/blog/2021/05/12/announcing-docusaurus-two-beta/'},
  {kind: 'changelog', path: '/changelog/'},
  {kind: 'showcase', path: '/showcase/'},
  {kind: 'feature requests', path: '/feature-requests/'},
  {kind: 'versions', path: '/versions/'},
  {kind: 'not found', path: '/does-not-exist/', status: 404},
  {kind: 'search', path: '/search/'},
];

// Dark mode changes colours only, so the dark scans run axe's colour rules; the light scans run every rule.
const colourRules = ['color-contrast', 'link-in-text-block'];

/** One line per failing element, naming the rule, the element and axe's hint, so a failure says what to fix. */
function listViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
}

// A first visit follows the system's colour scheme, and keeps following it while the reader has made no choice:
// one page load serves both scans, the dark one after the scheme changes under the hydrated page.
test.use({colorScheme: 'light'});

for (const {kind, path, status = 200} of pages) {
  test(`the ${kind} page ${path} has no serious or critical violations, in light and in dark mode`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const light = await axe(page).analyze();

    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await transitionsDone(page);
    const dark = await axe(page).withRules(colourRules).analyze();

    const blocking = (violations: Violation[]) =>
      listViolations(violations.filter(({impact}) => impact === 'serious' || impact === 'critical'));
    expect({light: blocking(light.violations), dark: blocking(dark.violations)}).toEqual({light: [], dark: []});
  });
}
