import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import pluginDiagrams, {MARKUP_MODULE, markupModule} from './index';
import {readAllDiagramSources} from './render';

type Configure = (config: object, isServer: boolean) => {resolve: {alias: Record<string, string>}};

/** The markup the module written for the server bundle exports. */
function markupOf(written: Record<string, string>): Record<string, string> {
  return JSON.parse(written['markup.js'].replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, string>;
}

async function loadedPlugin() {
  const plugin = pluginDiagrams({} as LoadContext);
  const written: Record<string, string> = {};
  const actions = {
    createData: async (name: string, data: string) => {
      written[name] = data;
      return `/generated/diagrams/${name}`;
    },
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({content: undefined, actions, allContent: {}} as never);
  return {plugin, written, configure: plugin.configureWebpack as unknown as Configure};
}

describe('pluginDiagrams', () => {
  it('gives the server bundle every diagram and the client bundle none', async () => {
    const {written, configure} = await loadedPlugin();
    const names = (await readAllDiagramSources()).map(({name}) => name);
    const markup = markupOf(written);
    expect(Object.keys(markup).sort()).toEqual(names);
    for (const svg of Object.values(markup)) expect(svg).toMatch(/^<svg [^>]*role="img"/);

    expect(configure({mode: 'production'}, true).resolve.alias[MARKUP_MODULE]).toBe('/generated/diagrams/markup.js');
    const stub = configure({mode: 'production'}, false).resolve.alias[MARKUP_MODULE];
    expect(stub).toBe(path.join(__dirname, 'client/noMarkup.ts'));
    expect(fs.readFileSync(stub, 'utf8')).not.toContain('<svg');
  });

  it('gives the client bundle the markup in development, where nothing is prerendered and no fragment is written', async () => {
    const {configure} = await loadedPlugin();
    expect(configure({mode: 'development'}, false).resolve.alias[MARKUP_MODULE]).toBe('/generated/diagrams/markup.js');
  });

  it('writes the standalone SVG of each diagram and the fragment a client-side navigation fetches', async () => {
    const {plugin, written} = await loadedPlugin();
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-build-'));
    await plugin.postBuild!({outDir} as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
    const files = fs.readdirSync(path.join(outDir, 'diagrams')).sort();
    const names = (await readAllDiagramSources()).map((source) => source.name);
    expect(files).toEqual(names.flatMap((name) => [`${name}.fragment.svg`, `${name}.svg`]).sort());
    const [name] = names;
    const fragment = fs.readFileSync(path.join(outDir, 'diagrams', `${name}.fragment.svg`), 'utf8');
    expect(fragment).toBe(`${markupOf(written)[name]}\n`);
    // The page colours the fragment; only the standalone copy carries colours of its own.
    expect(fragment).not.toContain('<style');
    expect(fs.readFileSync(path.join(outDir, 'diagrams', `${name}.svg`), 'utf8')).toContain('<style');
  });

  it('writes a module that exports the markup as it is', () => {
    const markup = {a: '<svg role="img"><text>"quoted" & </text></svg>'};
    const source = markupModule(markup);
    expect(source.startsWith('export default ')).toBe(true);
    expect(JSON.parse(source.slice('export default '.length, -2))).toEqual(markup);
  });
});
