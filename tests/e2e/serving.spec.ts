import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {describeServingTables, rawRequest} from '../serving/table';

// scripts/serve.mjs (the server of every browser test and of `npm run serve`) against the table of requests and
// answers that nginx must give too (tests/e2e/nginx.spec.ts runs the same table), and the attacks.
describeServingTables();

test.describe('what serve.mjs does beyond nginx without its brotli module', () => {
  test('a text file with a brotli copy is sent as brotli to a client that prefers it', async ({baseURL}) => {
    const response = await rawRequest(baseURL ?? '', {
      path: '/docs/',
      headers: {'Accept-Encoding': 'gzip, deflate, br'},
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
  });
});

/**
 * serve.mjs on a small build made here: the kinds of file the real build does not hold yet (the pages' Markdown
 * twins, text files such as llms.txt), and a build without generated headers, which serve.mjs generates first.
 */
test.describe('a fixture build', () => {
  let siteDir = '';
  let server: ChildProcess | undefined;
  let baseURL = '';

  test.beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-fixture-'));
    fs.mkdirSync(path.join(siteDir, '.docusaurus'));
    fs.writeFileSync(path.join(siteDir, '.docusaurus', 'docusaurus.config.mjs'), 'export default {themes: []};\n');
    const buildDir = path.join(siteDir, 'build');
    fs.mkdirSync(path.join(buildDir, 'docs', 'intro'), {recursive: true});
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<!doctype html><title>Home</title><script>void 0</script>');
    fs.writeFileSync(path.join(buildDir, '404.html'), '<!doctype html><title>Page Not Found</title>');
    fs.writeFileSync(path.join(buildDir, 'docs', 'intro', 'index.html'), '<!doctype html><title>Intro</title>');
    fs.writeFileSync(path.join(buildDir, 'docs', 'intro.md'), '# Intro\n\nThe page as Markdown: « UTF-8 ».\n');
    fs.writeFileSync(path.join(buildDir, 'llms.txt'), '# Docusaurus\n');
    server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', buildDir, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    baseURL = await new Promise<string>((resolve, reject) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        const url = chunk.toString().match(/http:\/\/\S+:\d+\//)?.[0];
        if (url) resolve(url);
      });
      server?.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  test('Markdown and text files are UTF-8 text', async () => {
    for (const [file, type] of [
      ['/docs/intro.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
    ]) {
      const response = await rawRequest(baseURL, {path: file});
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
    }
  });

  test('a build without generated headers gets them before it is served', async () => {
    const response = await rawRequest(baseURL, {path: '/docs/intro/'});
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(fs.existsSync(path.join(siteDir, 'build', '_headers'))).toBe(true);
    expect((await rawRequest(baseURL, {path: '/_headers'})).status).toBe(404);
  });
});
