import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import baseConfig from './playwright.config';

// Runs tests/e2e/nginx.spec.ts against nginx serving build/ with deploy/nginx.conf as it is
// (`npm run build` first). nginx is required (Debian: apt-get install nginx; .ci/run installs it).
const port = 4421;
const siteDir = __dirname;
// nginx's -p prefix, as deploy/nginx.conf expects it: `build` (here a link to ours) and a writable `run`.
const prefix = path.join(os.tmpdir(), `docusaurus-nginx-${port}`);

/** The nginx binary: on PATH, or in /usr/sbin, which Debian leaves off an unprivileged user's PATH. */
function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'].filter(Boolean);
  return dirs.map((dir) => path.join(dir, 'nginx')).find((file) => fs.existsSync(file));
}

const nginx = findNginx();
if (!nginx) throw new Error('npm run test:nginx needs nginx: apt-get install nginx (Debian), then run it again.');

export default defineConfig({
  ...baseConfig,
  testMatch: 'nginx.spec.ts',
  testIgnore: [],
  // Its own folders: a run empties its output folder first, and this one follows the Chromium suite in `npm test`,
  // whose traces, failure screenshots, report and diagram screenshots must outlive it.
  outputDir: 'test-results/nginx',
  reporter: process.env.CI ? [['list'], ['html', {open: 'never', outputFolder: 'playwright-report/nginx'}]] : 'list',
  use: {...baseConfig.use, baseURL: `http://127.0.0.1:${port}`},
  projects: [{name: 'nginx'}],
  webServer: {
    // The CSP lists hashes of the build's inline scripts, so the header files are made for the build under test.
    command: [
      `mkdir -p '${prefix}/run'`,
      `ln -sfn '${path.join(siteDir, 'build')}' '${prefix}/build'`,
      'node scripts/gen-security-headers.mjs',
      `exec '${nginx}' -p '${prefix}/' -c '${path.join(siteDir, 'deploy', 'nginx.conf')}' -g 'daemon off;'`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
