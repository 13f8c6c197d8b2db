import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import chunkFileNamesPlugin from './index';

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;

describe('chunk-file-names plugin', () => {
  const configure = chunkFileNamesPlugin().configureWebpack as unknown as ConfigureWebpack;

  it('names the browser’s lazy chunks by id and content hash', () => {
    expect(configure({}, false)).toEqual({output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}});
  });

  it('leaves the server bundle alone', () => {
    expect(configure({}, true)).toEqual({});
  });
});
