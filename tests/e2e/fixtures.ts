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
 * Waits until React has hydrated the prerendered page: the theme keeps the
 * colour-mode switch disabled until then, so clicks before it would be lost.
 * Found by its accessible name, which the theme translates but does not hash.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Hidden ones count: on a phone the switch sits in the closed menu, and print media hides the navbar.
  const colourModeSwitch = page.getByRole('button', {name: /switch between dark and light mode/i, includeHidden: true});
  await expect(colourModeSwitch.first()).toBeEnabled();
}
