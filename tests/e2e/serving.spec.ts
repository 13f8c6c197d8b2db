import {expect, test} from '@playwright/test';
import {describeServingTables, rawRequest} from '../serving/table';

// scripts/serve.mjs (the server of every browser test and of `npm run serve`) against the table of requests and
// answers that nginx must give too (tests/e2e/nginx.spec.ts runs the same table), and the attacks.
describeServingTables();

test.describe('what serve.mjs does beyond nginx without its brotli module', () => {
  test('a text file with a brotli copy is sent as brotli to a client that prefers it', async ({baseURL}) => {
    const response = await rawRequest(baseURL ?? '', {path: '/docs/', headers: {'Accept-Encoding': 'gzip, deflate, br'}});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
  });
});
