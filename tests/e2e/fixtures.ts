import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';

/** Adds `consoleErrors`: every console error and uncaught exception the page produced. */
export const test = base.extend<{consoleErrors: string[]}>({
  consoleErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export {expect};

/**
 * Waits until React has hydrated the prerendered page: the theme keeps the colour-mode switch disabled until then,
 * so clicks before it would be lost. Found by its accessible name (its `aria-label`, which the theme translates but
 * does not hash). Hidden ones count: on a phone the switch sits in the closed menu, and print media hides the navbar.
 * Polled every 50 ms in the page: an assertion's retries wait up to 500 ms between checks, which a test pays for on
 * every page load.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('button[aria-label]')).some(
        (button) =>
          /switch between dark and light mode/i.test(button.getAttribute('aria-label') ?? '') &&
          !(button as HTMLButtonElement).disabled,
      ),
    undefined,
    {polling: 50},
  );
}

/**
 * Lets two frames and a task pass in the page: what the browser lays out at the next frame is done, and so are the
 * effects React runs in a task after painting a render (the theme's focus reset after a navigation, a component's
 * reaction to scrolling).
 */
export async function afterNextPaint(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
}

/**
 * Waits for the page's running CSS transitions to end: colours caught halfway through a theme change (a button's
 * background fading to its dark value) are not the colours readers see.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe-core for a page. Legacy mode runs axe in the page alone, without the blank page its frame-by-frame mode opens to
 * merge results: our pages have no frames, and a scan takes a fraction of the time (one of the search modal took a
 * minute on this 2-core machine). Only violations are used, so axe details only those: for passing and inapplicable
 * rules it still lists the rule, with one element, instead of building a selector for every element it checked
 * (the accessibility spec: 60 → 55 s on a quiet machine).
 */
export const axe = (page: Page): AxeBuilder =>
  new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
