import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readAllDiagramSources, renderDot, standaloneSvg, themedSvg} from './render';

/**
 * Companion of the remark plugin (./remark.ts): adds the diagram styles to every page and, after the build, writes
 * each diagram as a standalone SVG to `build/diagrams/<name>.svg`, the target of the figure's zoom link.
 */
export default function pluginDiagrams(_context: LoadContext): Plugin {
  return {
    name: 'diagrams',
    getClientModules() {
      return [path.join(__dirname, 'diagrams.css')];
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, 'diagrams');
      await fs.mkdir(target, {recursive: true});
      for (const {name, dot, caption} of await readAllDiagramSources()) {
        const svg = themedSvg(await renderDot(dot), {id: `diagram-${name}`, title: caption});
        await fs.writeFile(path.join(target, `${name}.svg`), standaloneSvg(svg));
      }
    },
  };
}
