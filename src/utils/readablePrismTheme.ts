import type {PrismTheme} from 'prism-react-renderer';

/**
 * Theme colour → readable replacement, keyed exactly as prism-react-renderer's
 * github (light) and dracula (dark) themes spell them. Each of these is under
 * WCAG AA's 4.5:1 on its code background; the replacement keeps the hue,
 * darkened or lightened until it passes, also on highlighted lines.
 */
const READABLE_COLORS: Readonly<Record<string, string>> = {
  '#999988': '#626254', // github: comment
  '#e3116c': '#bd0e5a', // github: string
  '#36acaa': '#216a69', // github: number, property, variable
  '#00a4db': '#00698c', // github: attr-name, atrule
  '#d73a49': '#b92534', // github: function, deleted
  'rgb(98, 114, 164)': '#8692b9', // dracula: comment
};

/**
 * The theme with its low-contrast token colours replaced. Done on the theme
 * data, in the config, so that code blocks cost nothing more to render.
 */
export function readablePrismTheme(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((rule) => {
      const color = rule.style.color === undefined ? undefined : READABLE_COLORS[rule.style.color];
      return color ? {...rule, style: {...rule.style, color}} : rule;
    }),
  };
}
