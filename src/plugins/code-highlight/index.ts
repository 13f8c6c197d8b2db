import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenCss} from './tokenCss';

const themeDir = path.resolve(__dirname, '../../theme/CodeBlock/Content');

/**
 * Code blocks highlighted at build time. `@theme/CodeBlock/Content` tokenises each block with Prism while the page
 * is prerendered and writes the tokens as markup with class names (`token keyword`); this plugin turns the light
 * and dark Prism themes of the config into the stylesheet that colours them, and keeps Prism out of the browser
 * bundle: there the highlighter module is swapped for one that returns nothing (the browser keeps the prerendered
 * markup), and Prism's extra languages are registered only by the lazily loaded stock highlighter.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as ThemeConfig & {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const cssFile = path.join(context.generatedFilesDir, 'code-highlight', 'prism-tokens.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, tokenCss(prism.theme, 'light') + tokenCss(prism.darkTheme ?? prism.theme, 'dark'));

  return {
    name: 'code-highlight',
    getClientModules: () => [cssFile],
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /CodeBlock[\\/]Content[\\/]highlight(\.ts)?$/,
            path.join(themeDir, 'highlight.browser.ts'),
          ),
          // The theme's client module registering Prism's additional languages on every page: the lazy stock
          // highlighter (Content/Highlighter.tsx) registers them itself, where Prism is really needed.
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(themeDir, 'noPrismOnFirstLoad.ts'),
          ),
        ],
      };
    },
  };
}
