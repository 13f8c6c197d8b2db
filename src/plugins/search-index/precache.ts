import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';

type ManifestTransform = NonNullable<PwaOptions['injectManifestConfig']['manifestTransforms']>[number];

const INDEX_DIR = 'search-index';
const WAIT_LIMIT_MS = 120_000;

/**
 * A Workbox manifest transform for plugin-pwa that adds the offline search index to the service
 * worker's precache: its gzipped files match none of the PWA plugin's fixed glob patterns. Plugins'
 * postBuild steps run concurrently, so it waits for the index manifest, which the search plugin
 * writes after its index files.
 */
export function precacheSearchIndex(outDir: string): ManifestTransform {
  const indexDir = path.join(outDir, INDEX_DIR);
  return async (entries) => {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while (!fs.existsSync(path.join(indexDir, 'manifest.json'))) {
      if (Date.now() > deadline) {
        throw new Error(`precacheSearchIndex: no ${indexDir}/manifest.json (is the search plugin on and the output folder ${outDir}?)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const indexEntries = fs.readdirSync(indexDir).map((name) => {
      const content = fs.readFileSync(path.join(indexDir, name));
      return {url: `${INDEX_DIR}/${name}`, revision: createHash('md5').update(content).digest('hex'), size: content.length};
    });
    const others = entries.filter((entry) => !entry.url.startsWith(`${INDEX_DIR}/`));
    return {manifest: [...others, ...indexEntries]};
  };
}
