import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenCss} from './tokenCss';

const theme: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#555', fontStyle: 'italic'}},
    {types: ['tag'], languages: ['markup'], style: {color: '#a00'}},
    {types: ['bold'], style: {}},
  ],
};

describe('tokenCss', () => {
  it('colours the container and each token type for its colour mode, in the theme’s order', () => {
    expect(tokenCss(theme, 'dark').split('\n')).toEqual([
      "[data-theme='dark'] .theme-code-block{--prism-color:#111!important;--prism-background-color:#fff!important}",
      "[data-theme='dark'] .theme-code-block .token.comment,[data-theme='dark'] .theme-code-block .token.prolog" +
        '{color:#555;font-style:italic}',
      "[data-theme='dark'] .theme-code-block .language-markup .token.tag{color:#a00}",
      '',
    ]);
  });

  it('colours light mode also where no colour mode is set (no JavaScript)', () => {
    expect(tokenCss(theme, 'light')).toMatch(
      /^:root:not\(\[data-theme='dark'\]\) \.theme-code-block\{--prism-color:#111!important;/,
    );
  });
});
