import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

// What a reader sees of the announcement bar, the search keycaps and the home page's card grids.

/** WCAG relative-luminance contrast of two computed `rgb(…)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (color: string): number => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const announcementBar = (page: Page): Locator => page.getByRole('region', {name: 'Announcement'});

for (const width of [320, 375, 1280]) {
  test(`the announcement bar's close button is readable and clear of the text at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/docs/');
    const bar = announcementBar(page);
    const close = bar.getByRole('button', {name: 'Close'});
    const {color, opacity, background} = await close.evaluate((button) => ({
      color: getComputedStyle(button).color,
      opacity: getComputedStyle(button).opacity,
      background: getComputedStyle(button.closest('.theme-announcement-bar')!).backgroundColor,
    }));
    expect(Number(opacity)).toBe(1);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);

    const box = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(width < 997 ? 44 : 30);
    // Every line box of the announcement text ends before the button's column starts.
    const textRight = await bar.evaluate((region) => {
      const content = region.querySelector('button')!.previousElementSibling!;
      const range = document.createRange();
      range.selectNodeContents(content);
      return Math.max(...Array.from(range.getClientRects(), (rect) => rect.right));
    });
    expect(textRight).toBeLessThanOrEqual(box.x);
  });
}

test('the search button’s keycaps hold their text', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await waitForHydration(page);
  const keys = page.locator('.DocSearch-Button-Key');
  await expect(keys).toHaveCount(2);
  const overflowing = await keys.evaluateAll((elements) =>
    elements.filter((key) => key.scrollWidth > key.clientWidth + 1).map((key) => key.textContent),
  );
  expect(overflowing).toEqual([]);
});

for (const width of [375, 800, 1280]) {
  test(`the home page's card grids have no half-empty row at ${width}px`, async ({page}) => {
    await page.setViewportSize({width, height: 900});
    await page.goto('/');
    for (const section of [`section[aria-labelledby="why"]`, `section[aria-labelledby="showcase"]`]) {
      const tops = await page
        .locator(`${section} ul > li`)
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
      expect(perRow.length, section).toBeGreaterThan(0);
      expect(new Set(perRow).size, `${section}: cards per row ${perRow.join(', ')}`).toBe(1);
    }
  });
}
