import fs from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import offlinePlugin, {RELOAD_POPUP_MODULE} from './index';

type Configure = (
  config: {mode: string},
  isServer: boolean,
  utils: {currentBundler: {instance: {EnvironmentPlugin: new (values: object) => object}}},
) => {resolve?: {alias: Record<string, string>}; plugins?: {values: object}[]};

/** Records what the plugin defines, as the bundler's EnvironmentPlugin would receive it. */
class EnvironmentPlugin {
  constructor(readonly values: object) {}
}
const utils = {currentBundler: {instance: {EnvironmentPlugin}}};

const context = {outDir: '/tmp/build', baseUrl: '/', generatedFilesDir: '/tmp/.docusaurus'} as LoadContext;
const configure = offlinePlugin(context).configureWebpack as unknown as Configure;

describe('the offline plugin in the bundler', () => {
  it("gives `docusaurus start` stand-ins for plugin-pwa's variables and reload popup, which do not exist there", () => {
    const config = configure({mode: 'development'}, false, utils);
    const stub = config.resolve?.alias[RELOAD_POPUP_MODULE];
    expect(stub).toMatch(/noReloadPopup\.ts$/);
    expect(fs.existsSync(stub!)).toBe(true);
    // The registration code reads these: without them, every page of `docusaurus start` failed to render.
    expect(config.plugins?.[0]?.values).toEqual({
      PWA_DEBUG: false,
      PWA_SERVICE_WORKER_URL: '',
      PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES: [],
    });
  });

  it('leaves production builds with the real popup', () => {
    expect(configure({mode: 'production'}, false, utils)).toEqual({});
  });
});
