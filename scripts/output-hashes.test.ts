import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {compareHashes, outputHashes} from './output-hashes.mjs';

describe('output hashes', () => {
  let buildDir = '';
  const write = (file: string, content: string): void => {
    fs.mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    fs.writeFileSync(path.join(buildDir, file), content);
  };

  beforeEach(() => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'output-hashes-'));
    write('docs/a/index.html', '<p>A</p>');
    write('docs/a.md', '# A');
    write('docs/a/index.html.br', 'compressed');
    write('offline-manifest.json', '{"build":"one","groups":[]}');
    write('search-index/manifest.json', '{}');
  });
  afterEach(() => fs.rmSync(buildDir, {recursive: true, force: true}));

  it('finds no difference between two builds that differ only in the build id and the compressed copies', () => {
    const before = outputHashes(buildDir);
    write('offline-manifest.json', '{"build":"two","groups":[]}');
    write('docs/a/index.html.br', 'compressed again');
    expect(compareHashes(before, outputHashes(buildDir))).toEqual([]);
  });

  it('names the output and the file that changed, was added or removed', () => {
    const before = outputHashes(buildDir);
    write('docs/a.md', '# A, edited');
    write('search-index/extra.json', '{}');
    fs.rmSync(path.join(buildDir, 'docs/a/index.html'));
    write('offline-manifest.json', '{"build":"two","groups":[1]}');
    expect(compareHashes(before, outputHashes(buildDir))).toEqual([
      'search index: 1 files differ, e.g. search-index/extra.json',
      'Markdown twins: 1 files differ, e.g. docs/a.md',
      'doc pages (version notes): 1 files differ, e.g. docs/a/index.html',
      'offline manifest: 1 files differ, e.g. offline-manifest.json',
    ]);
  });
});
