import {defineConfig, devices} from '@playwright/test';
import {chromiumExecutablePath} from './scripts/lib/chromium.mjs';

const executablePath = chromiumExecutablePath();

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Production serving has its own config (playwright.nginx.config.ts).
  testIgnore: 'nginx.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 30_000,
  // Two workers saturate this 2-core machine, where a first page load takes seconds: assertions wait up to 10 s.
  expect: {timeout: 10_000},
  use: {
    baseURL,
    // Recording a trace costs ~30 % of a test's time here: only the retry of a failed test records one.
    trace: 'on-first-retry',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{name: 'chromium'}],
  webServer: {
    // The production build, served by `npm run serve`'s script (404 status for unknown paths).
    command: `node scripts/serve.mjs --host 127.0.0.1 --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
