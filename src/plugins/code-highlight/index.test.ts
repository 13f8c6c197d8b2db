import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import type {LoadContext} from '@docusaurus/types';
import codeHighlightPlugin from './index';

class ReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

describe('code-highlight plugin', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlight-'));
  const context = {
    generatedFilesDir,
    siteConfig: {themeConfig: {prism: {theme: themes.github, darkTheme: themes.dracula}}},
  } as unknown as LoadContext;
  const plugin = codeHighlightPlugin(context);
  type Configure = (config: object, isServer: boolean, utils: object) => {plugins?: ReplacementPlugin[]};
  const configure = plugin.configureWebpack as unknown as Configure;
  const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: ReplacementPlugin}}};

  it('adds the token colours of both themes as a client stylesheet', () => {
    const [cssFile] = plugin.getClientModules!() as string[];
    const css = fs.readFileSync(cssFile, 'utf8');
    expect(css).toContain(
      `:root:not([data-theme='dark']) .theme-code-block{--prism-color:${themes.github.plain.color}!important`,
    );
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block{--prism-color:${themes.dracula.plain.color}!important`,
    );
  });

  it('keeps Prism out of the browser bundle only', () => {
    expect(configure({}, true, utils)).toEqual({});
    const [highlighter, languages] = configure({}, false, utils).plugins!;
    expect(highlighter.pattern.test('/site/src/theme/CodeBlock/Content/highlight.ts')).toBe(true);
    expect(highlighter.pattern.test('/site/src/theme/CodeBlock/Content/highlight.browser.ts')).toBe(false);
    expect(path.basename(highlighter.replacement)).toBe('highlight.browser.ts');
    expect(languages.pattern.test('/n/@docusaurus/theme-classic/lib/prism-include-languages.js')).toBe(true);
    // The theme component that the lazy highlighter calls stays.
    expect(languages.pattern.test('/n/@docusaurus/theme-classic/lib/theme/prism-include-languages.js')).toBe(false);
    expect(fs.existsSync(highlighter.replacement) && fs.existsSync(languages.replacement)).toBe(true);
  });
});
