import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazily loaded chunks by their id only (`assets/js/35182.1a2b3c4d.js`) instead of
 * `[name].[contenthash]`: with ~700 chunks, the id → name map that `runtime~main.js` needs to build their URLs costs
 * every page about 4 KB gzipped. The entry files (`main`, `runtime~main`) keep their names.
 */
export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
