import type {PrismTheme} from 'prism-react-renderer';

export type ColorMode = 'light' | 'dark';

const declarations = (style: PrismTheme['plain'], important = false): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(
      ([property, value]) =>
        `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}${important ? '!important' : ''}`,
    )
    .join(';');

/**
 * The colours of one Prism theme as CSS for one colour mode: the code block's background and text variables, and one
 * rule per token type (`.token.keyword`, prefixed with `.language-x` where the theme limits an entry to languages).
 * Rules keep the theme's order, so that a later entry wins as it does in prism-react-renderer's own style lookup.
 *
 * The variables are `!important` because the theme's code-block container also sets them inline, from the colour
 * mode React saw when it rendered: a prerendered block keeps the light values in a dark page, since hydration does
 * not patch attributes, and stock blocks are re-mounted after hydration only to fix that.
 */
export function tokenCss(theme: PrismTheme, colorMode: ColorMode): string {
  // Light also where no colour mode is set: the inline script that sets it does not run without JavaScript.
  const scope = `${colorMode === 'dark' ? "[data-theme='dark']" : ":root:not([data-theme='dark'])"} .theme-code-block`;
  const rules = [
    `${scope}{${declarations(
      {
        '--prism-color': theme.plain.color,
        '--prism-background-color': theme.plain.backgroundColor,
      } as PrismTheme['plain'],
      true,
    )}}`,
  ];
  for (const {types, languages, style} of theme.styles) {
    const body = declarations(style);
    if (!body) continue;
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) => `${scope} ${language ? `.language-${language} ` : ''}.token.${type}`),
    );
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return `${rules.join('\n')}\n`;
}
