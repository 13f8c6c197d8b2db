import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
// The package's `types` declare only its options; the plugin function's types are beside its code.
import pluginPwa, {validateOptions} from '@docusaurus/plugin-pwa/lib/index.js';

const GUARD = path.join(__dirname, 'workerGuard.js');
const PACKAGE = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

/** The worker script with the guard (./workerGuard.js, without its comment lines) run first. */
export function guardWorker(worker: string, guard: string): string {
  return `${guard.replace(/^\/\/.*\n/gm, '').trim()}\n${worker}`;
}

/**
 * plugin-pwa, wrapped (not forked) so that a service worker whose own code failed to load never installs: after the
 * plugin writes `sw.js`, the guard is put at its head. Everything else (options, head tags, the reload popup, the
 * swCustom and swRegister hooks) is plugin-pwa's.
 */
export default async function pwaPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<void> | null> {
  const plugin = await pluginPwa(context, options);
  if (!plugin) return null;
  return {
    ...plugin,
    // plugin-pwa names its theme folders relative to its own module, which is no longer the plugin's module.
    getThemePath: () => path.join(PACKAGE, 'lib/theme'),
    getTypeScriptThemePath: () => path.join(PACKAGE, 'src/theme'),
    async postBuild(props) {
      await plugin.postBuild!(props);
      const worker = path.join(props.outDir, 'sw.js');
      const [source, guard] = await Promise.all([fs.readFile(worker, 'utf8'), fs.readFile(GUARD, 'utf8')]);
      await fs.writeFile(worker, guardWorker(source, guard));
    },
  };
}

export {validateOptions};
