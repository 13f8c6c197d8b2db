import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {announceBuildOutput} from '../buildOutputs';
import {DIAGRAMS_DIR, readAllDiagramSources, renderDiagram, standaloneSvg, svgMarkup} from './render';

/** The module the diagram component imports its SVG markup from: all diagrams on the server, none in the browser. */
export const MARKUP_MODULE = '@diagram-markup';
const NO_MARKUP = path.join(__dirname, 'client/noMarkup.ts');

/** What the server bundle gets for `@diagram-markup`: each diagram's SVG markup, by name. */
export function markupModule(markup: Record<string, string>): string {
  return `export default ${JSON.stringify(markup)};\n`;
}

type Rendered = {name: string; svg: string; standalone: string};

/** Every diagram, rendered. */
async function renderAll(): Promise<Rendered[]> {
  const rendered: Rendered[] = [];
  for (const source of await readAllDiagramSources()) {
    const {name, svg} = await renderDiagram(source);
    rendered.push({name, svg: svgMarkup(svg), standalone: standaloneSvg(svg)});
  }
  return rendered;
}

/**
 * Companion of the remark plugin (./remark.ts): renders every diagram once, gives the server bundle their markup
 * (and the client bundle an empty stub), adds the diagram styles to every page and, after the build, writes to
 * `build/diagrams/` each diagram's standalone SVG (`<name>.svg`, the target of the zoom link) and its fragment
 * (`<name>.fragment.svg`, fetched by a page reached through a client-side navigation). The diagrams are not the
 * plugin's content, which the debug pages would ship to the browser.
 */
export default function pluginDiagrams(_context: LoadContext): Plugin {
  let diagrams: Rendered[] = [];
  let serverMarkup: string | undefined;
  // The offline manifest lists the fragments this plugin's postBuild writes (a diagram page reached offline by a
  // client-side link needs its fragment).
  const output = announceBuildOutput('diagrams');
  return {
    name: 'diagrams',
    async contentLoaded({actions}) {
      diagrams = await renderAll();
      const markup = Object.fromEntries(diagrams.map(({name, svg}) => [name, svg]));
      serverMarkup = await actions.createData('markup.js', markupModule(markup));
    },
    configureWebpack(config, isServer) {
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
      if (!serverMarkup) throw new Error('The diagrams plugin configures the bundler before its content is loaded.');
      // `docusaurus start` renders in the browser only and writes no fragments: there the client gets the markup too.
      const withMarkup = isServer || config.mode === 'development';
      return {resolve: {alias: {[MARKUP_MODULE]: withMarkup ? serverMarkup : NO_MARKUP}}};
    },
    getClientModules() {
      return [path.join(__dirname, 'diagrams.css')];
    },
    async postBuild({outDir}) {
      try {
        const target = path.join(outDir, 'diagrams');
        await fs.promises.mkdir(target, {recursive: true});
        for (const {name, svg, standalone} of diagrams) {
          await fs.promises.writeFile(path.join(target, `${name}.svg`), standalone);
          await fs.promises.writeFile(path.join(target, `${name}.fragment.svg`), `${svg}\n`);
        }
        output.done();
      } catch (error) {
        output.failed(error);
        throw error;
      }
    },
  };
}
