import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {MIN_SIZE, isPrecompressed, precompress} from '../../scripts/precompress.mjs';

describe('which files get compressed copies', () => {
  it('text files from the size nginx compresses on', () => {
    expect(isPrecompressed('assets/js/main.123.js', MIN_SIZE)).toBe(true);
    expect(isPrecompressed('docs/index.html', 50_000)).toBe(true);
    expect(isPrecompressed('llms.txt', 5_000)).toBe(true);
    expect(isPrecompressed('docs/intro.md', 5_000)).toBe(true);
    expect(isPrecompressed('docs/index.html', MIN_SIZE - 1)).toBe(false);
  });

  it('not compressed formats, copies, nor the generated server files', () => {
    expect(isPrecompressed('img/social-card.png', 50_000)).toBe(false);
    expect(isPrecompressed('assets/fonts/x.woff2', 50_000)).toBe(false);
    expect(isPrecompressed('search-index/default.0123456789.json.gz', 50_000)).toBe(false);
    expect(isPrecompressed('index.html.br', 50_000)).toBe(false);
    expect(isPrecompressed('_headers', 50_000)).toBe(false);
    expect(isPrecompressed('_nginx-headers.conf', 50_000)).toBe(false);
  });
});

describe('precompress', () => {
  let buildDir = '';
  afterEach(() => fs.rmSync(buildDir, {recursive: true, force: true}));

  it('writes a .gz and a .br beside each file, with the same content and modification time', async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const page = `<!doctype html><title>x</title>${'<p>Serve me compressed.</p>'.repeat(100)}`;
    fs.mkdirSync(path.join(buildDir, 'docs'));
    fs.writeFileSync(path.join(buildDir, 'docs', 'index.html'), page);
    fs.writeFileSync(path.join(buildDir, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(buildDir, 'photo.png'), Buffer.alloc(5_000));
    const source = path.join(buildDir, 'docs', 'index.html');
    // Seconds with a fraction of a millisecond past its half: a Date would round it to the next millisecond.
    const mtime = Date.parse('2024-01-02T03:04:05Z') / 1000 + 0.1237;
    fs.utimesSync(source, mtime, mtime);

    expect(await precompress(buildDir)).toMatchObject({files: 1, bytes: page.length});
    expect(zlib.gunzipSync(fs.readFileSync(`${source}.gz`)).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${source}.br`)).toString()).toBe(page);
    for (const copy of [`${source}.gz`, `${source}.br`])
      expect(Math.abs(fs.statSync(copy).mtimeMs - fs.statSync(source).mtimeMs)).toBeLessThan(0.001);
    expect(fs.readdirSync(buildDir).sort()).toEqual(['docs', 'photo.png', 'small.css']);

    // Run again (a second postbuild): the copies are rewritten, not compressed in turn.
    expect((await precompress(buildDir)).files).toBe(1);
    expect(fs.readdirSync(path.join(buildDir, 'docs')).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });
});
