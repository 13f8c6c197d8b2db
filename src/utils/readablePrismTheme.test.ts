import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {readablePrismTheme} from './readablePrismTheme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function toHex(color: string): string {
  const rgb = color.match(/^rgb\((\d+), (\d+), (\d+)\)$/);
  if (!rgb) return color;
  return `#${rgb
    .slice(1)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('readablePrismTheme', () => {
  for (const [name, theme] of Object.entries({github: themes.github, dracula: themes.dracula})) {
    it(`gives every ${name} token colour at least 4.5:1 on the code background`, () => {
      const background = toHex(theme.plain.backgroundColor!);
      const readable = readablePrismTheme(theme);
      const failing = readable.styles
        .map((rule) => rule.style.color)
        .filter((color): color is string => color !== undefined && contrast(toHex(color), background) < 4.5);
      expect(failing).toEqual([]);
    });
  }

  it('changes colours only, and leaves the original theme as it was', () => {
    const before = JSON.stringify(themes.github);
    const readable = readablePrismTheme(themes.github);
    expect(JSON.stringify(themes.github)).toBe(before);
    expect(readable.plain).toEqual(themes.github.plain);
    expect(readable.styles.map((rule) => rule.types)).toEqual(themes.github.styles.map((rule) => rule.types));
  });
});
