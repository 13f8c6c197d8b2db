import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DIAGRAMS_DIR, readAllDiagramSources, renderDot, standaloneSvg, themedSvg} from './render';

/**
 * Companion of the remark plugin (./remark.ts): adds the diagram styles to every page and, after the build, writes
 * each diagram as a standalone SVG to `build/diagrams/<name>.svg`, the target of the figure's zoom link.
 */
export default function pluginDiagrams(_context: LoadContext): Plugin {
  return {
    name: 'diagrams',
    configureWebpack(config) {
      // Rspack's persistent cache keeps compiled MDX between builds and knows nothing of the .dot files a page draws
      // from, so they are declared as build dependencies: editing one evicts the cache.
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
      if (cache && typeof cache === 'object') {
        const sources = fs.readdirSync(DIAGRAMS_DIR).filter((f) => f.endsWith('.dot'));
        cache.buildDependencies = [
          ...(cache.buildDependencies ?? []),
          ...sources.map((f) => path.join(DIAGRAMS_DIR, f)),
        ];
      }
      return {};
    },
    getClientModules() {
      return [path.join(__dirname, 'diagrams.css')];
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, 'diagrams');
      await fs.promises.mkdir(target, {recursive: true});
      for (const {name, dot, caption} of await readAllDiagramSources()) {
        const svg = themedSvg(await renderDot(dot), {id: `diagram-${name}`, title: caption});
        await fs.promises.writeFile(path.join(target, `${name}.svg`), standaloneSvg(svg));
      }
    },
  };
}
