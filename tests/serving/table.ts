// Runs the tables of tests/serving/cases.ts as Playwright tests against the server of the calling spec's project.
// Requests go out through node:http, not Playwright's `request`: that one parses the URL first (`/\host` becomes
// `//host`, `/../` disappears), and the attacks must reach the server byte for byte.
import http from 'node:http';
import {test, expect} from '@playwright/test';
import {attackCases, servingCases, type ServingCase} from './cases';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends one request as it is written, with no Accept-Encoding unless the case names one. */
export function rawRequest(
  baseURL: string,
  {method = 'GET', path, headers = {}}: Pick<ServingCase, 'method' | 'path' | 'headers'>,
): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({host: hostname, port, method, path, headers, agent: false}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path.slice(0, 80)}: no answer in 10 s`)));
    request.on('error', reject);
    request.end();
  });
}

/**
 * A Location that keeps the browser on this site: a path that starts with one `/`, not followed by `/` or `\` (which
 * browsers read as another host), and holds no whitespace or control characters (browsers drop tabs and newlines
 * from URLs, so `/\t/host` is `//host`).
 */
export function isOnSite(location: string): boolean {
  // Control characters are exactly what this looks for: a Location with one could split or bend the header.
  // eslint-disable-next-line no-control-regex
  return /^\/(?![/\\])/.test(location) && !/[\s\x00-\x1f\x7f]/.test(location);
}

function header(response: RawResponse, name: string): string | undefined {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function checkResponse(serving: ServingCase, response: RawResponse): void {
  const {expect: expected} = serving;
  const location = header(response, 'location');
  if (location !== undefined) expect(isOnSite(location), `Location ${location} stays on the site`).toBe(true);
  const statuses = Array.isArray(expected.status) ? expected.status : [expected.status];
  expect(statuses, `status of ${serving.method ?? 'GET'} ${serving.path.slice(0, 80)}`).toContain(response.status);
  if ('location' in expected) expect(location).toBe(expected.location);
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    if (value === null) expect(header(response, name), name).toBeUndefined();
    else if (value instanceof RegExp) expect(header(response, name) ?? '', name).toMatch(value);
    else expect(header(response, name), name).toBe(value);
  }
  if (expected.body === '') expect(response.body).toBe('');
  else if (expected.body !== undefined) expect(response.body).toMatch(expected.body);
  for (const text of expected.bodyNot ?? []) expect(response.body).not.toContain(text);
}

/** Sends the case (after a plain GET for its validator, if it needs one) and checks the answer. */
async function runCase(baseURL: string, serving: ServingCase): Promise<void> {
  const headers = {...serving.headers};
  if (serving.validatorHeader) {
    const first = await rawRequest(baseURL, {
      path: serving.path,
      headers: {'Accept-Encoding': serving.headers?.['Accept-Encoding'] ?? 'identity'},
    });
    const etag = header(first, 'etag');
    expect(etag, `${serving.path} has an ETag`).toBeDefined();
    headers[serving.validatorHeader] = etag ?? '';
  }
  let response: RawResponse;
  try {
    response = await rawRequest(baseURL, {...serving, headers});
  } catch (error) {
    if (!serving.mayClose) throw error;
    return;
  }
  checkResponse(serving, response);
}

/** Defines one test per row of both tables, for the server at the project's baseURL. */
export function describeServingTables(): void {
  test.describe('the shared serving table', () => {
    for (const serving of servingCases()) {
      test(serving.name, async ({baseURL}) => runCase(baseURL ?? '', serving));
    }
  });

  test.describe('attacks', () => {
    for (const serving of attackCases()) {
      test(serving.name, async ({baseURL}) => {
        await runCase(baseURL ?? '', serving);
        // The server is still there and still right.
        const after = await rawRequest(baseURL ?? '', {path: '/docs/'});
        expect(after.status, 'a normal request after the attack').toBe(200);
      });
    }
  });
}
