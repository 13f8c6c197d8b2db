import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import offlinePlugin from '../../src/plugins/offline';
import type {LoadContext} from '@docusaurus/types';

// Browser code may read `process.env.X` only where the bundler replaces it in both `docusaurus build` and
// `docusaurus start`: the browser has no `process`, so one unreplaced read stops every page from rendering (it did
// once in development, where plugin-pwa, which defines the PWA_* variables, turns itself off).
const root = path.resolve(__dirname, '../..');
// Folders of code that runs in the browser.
const clientDirs = ['src/components', 'src/theme', 'src/pages', 'src/clientModules', 'src/hooks', 'src/utils'];
const clientFolderNames = new Set(['client', 'components', 'theme']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const pluginClientDirs = fs
  .readdirSync(path.join(root, 'src/plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .flatMap((plugin) =>
    fs
      .readdirSync(path.join(root, 'src/plugins', plugin.name), {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && clientFolderNames.has(entry.name))
      .map((entry) => path.join('src/plugins', plugin.name, entry.name)),
  );

/** The variables the offline plugin defines for `docusaurus start` (plugin-pwa defines them in production). */
function developmentVariables(): string[] {
  class EnvironmentPlugin {
    constructor(readonly values: Record<string, unknown>) {}
  }
  const plugin = offlinePlugin({outDir: '', baseUrl: '/', generatedFilesDir: ''} as LoadContext);
  const configure = plugin.configureWebpack as unknown as (...args: unknown[]) => {plugins?: EnvironmentPlugin[]};
  const config = configure({mode: 'development'}, false, {currentBundler: {instance: {EnvironmentPlugin}}});
  return (config.plugins ?? []).flatMap((definer) => Object.keys(definer.values));
}

it('reads in browser code only environment variables defined in development and production builds', () => {
  const defined = new Set(['NODE_ENV', ...developmentVariables()]);
  const files = [...clientDirs, ...pluginClientDirs].flatMap((dir) => sourceFiles(path.join(root, dir)));
  expect(files.length).toBeGreaterThan(50);
  const reads = files.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z_]+)/g)].map(([, name]) => ({
      file: path.relative(root, file),
      name: name!,
    })),
  );
  expect(reads.map(({name}) => name)).toContain('PWA_SERVICE_WORKER_URL');
  expect(reads.filter(({name}) => !defined.has(name))).toEqual([]);
});
