// The requests both servers of the build must answer, and how: scripts/serve.mjs (tests/e2e/serving.spec.ts, in
// the default suite) and nginx with deploy/nginx.conf (tests/e2e/nginx.spec.ts). One table, two runners: what
// deploy/README.md promises is identical between the servers is what these rows check.
import fs from 'node:fs';
import path from 'node:path';

/** What a response must show. A header expected as `null` must be absent. */
export interface Expectation {
  status: number | number[];
  /** The exact Location of a redirect. Every response of every case is also checked to stay on the site. */
  location?: string;
  headers?: Record<string, string | RegExp | null>;
  /** Text the body holds (`string`) or must match; `''` for an empty body. */
  body?: string | RegExp;
  /** Text the body must not hold: content of a file outside build/. */
  bodyNot?: string[];
}

export interface ServingCase {
  name: string;
  method?: string;
  /** Sent byte for byte, not normalised as a browser or URL parser would. */
  path: string;
  headers?: Record<string, string>;
  /** A header whose value is the named validator (ETag) of a first, plain GET of the same path. */
  validatorHeader?: 'If-None-Match' | 'If-Range';
  expect: Expectation;
  /** The server may close the connection instead of answering (a request over its header size limit). */
  mayClose?: boolean;
}

export const BUILD_DIR = path.resolve(__dirname, '../../build');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HTML = 'text/html; charset=utf-8';
const NOT_FOUND_TEXT = 'Page Not Found';
/** Text of files outside build/ that a traversal would reach: the repository's package.json, the system's users. */
const OUTSIDE_BUILD = ['"name": "docusaurus-versioned-site"', 'root:x:0:0'];

/**
 * The Content-Type every server sends for each kind of file the build holds. A file type without a row here fails
 * the table, so a new kind of file gets a decision. `.md` (the pages' Markdown twins) and `.txt` (robots.txt,
 * llms.txt) are UTF-8 text in both servers and in deploy/_headers.
 */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': /* RFC 9239 */ 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.gz': 'application/gzip',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files of the build the table uses, found by kind because their names carry content hashes. */
function buildFiles(buildDir: string) {
  const all = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .map((file) => `/${file.split(path.sep).join('/')}`);
  const find = (pattern: RegExp): string => {
    const file = all.find((name) => pattern.test(name));
    if (!file) throw new Error(`The build has no file matching ${pattern}: build the site first.`);
    return file;
  };
  /** One file of each type the servers serve (not the precompressed copies, not the generated server files). */
  const byType = new Map<string, string>();
  for (const file of all) {
    const ext = path.extname(file).toLowerCase();
    if (/\.(gz|br)$/.test(file) && !file.startsWith('/search-index/')) continue;
    if (path.basename(file).startsWith('_') || !fs.statSync(path.join(buildDir, file)).isFile() || byType.has(ext))
      continue;
    byType.set(ext, file);
  }
  return {
    mainBundle: find(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
    searchIndex: find(/^\/search-index\/[^/]+\.[0-9a-f]{10}\.idx\.gz$/),
    byType,
  };
}

/**
 * The security headers of every response, CSP included, as the generated nginx include lists them
 * (`add_header Name "value" always;`); serve.mjs reads the same headers from the generated build/_headers.
 */
function securityHeaders(buildDir: string): Record<string, string> {
  const include = path.join(buildDir, '_nginx-headers.conf');
  if (!fs.existsSync(include))
    throw new Error(`No ${include}: run \`node scripts/gen-security-headers.mjs\` after the build.`);
  const headers = [...fs.readFileSync(include, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)];
  if (!headers.some(([, name]) => name === 'Content-Security-Policy'))
    throw new Error(`${include} sets no Content-Security-Policy`);
  return Object.fromEntries(headers.map(([, name, value]) => [name.toLowerCase(), value]));
}

/** Same answer from both servers: paths, redirects, methods, caching, validators, ranges, compression, types. */
export function servingCases(buildDir = BUILD_DIR): ServingCase[] {
  const {mainBundle, searchIndex, byType} = buildFiles(buildDir);
  const security = securityHeaders(buildDir);
  const page = {...security, 'content-type': HTML, 'cache-control': REVALIDATE};
  const notFound: Expectation = {status: 404, headers: page, body: NOT_FOUND_TEXT};
  const redirect = (location: string): Expectation => ({
    status: 301,
    location,
    headers: {...security, 'cache-control': REVALIDATE},
  });
  const identity = {'Accept-Encoding': 'identity'};

  return [
    {name: 'the home page', path: '/', expect: {status: 200, headers: {...page, etag: /./}, body: '<title'}},
    {name: 'a doc page', path: '/docs/installation/', expect: {status: 200, headers: page}},
    {name: 'a page by its index file', path: '/docs/installation/index.html', expect: {status: 200, headers: page}},
    {
      name: 'a route really named *.html is served where it is',
      path: '/tests/docs/dummy.html',
      expect: {status: 200, headers: page},
    },
    {name: 'the 404 page itself', path: '/404.html', expect: {status: 200, headers: page, body: NOT_FOUND_TEXT}},
    {
      name: 'HEAD has the headers and no body',
      method: 'HEAD',
      path: '/docs/',
      expect: {status: 200, headers: page, body: ''},
    },

    // Redirects go to the trailing-slash page, keep the query, and exist only for pages the build has.
    {name: 'a folder redirects to its trailing slash', path: '/docs', expect: redirect('/docs/')},
    {name: 'a redirect keeps the query string', path: '/search?q=plugin', expect: redirect('/search/?q=plugin')},
    {
      name: 'a redirect keeps an encoded query',
      path: '/docs?version=1&q=a%20b',
      expect: redirect('/docs/?version=1&q=a%20b'),
    },
    {
      name: 'a .html name redirects to the clean URL',
      path: '/docs/installation.html',
      expect: redirect('/docs/installation/'),
    },
    {
      name: 'a .html redirect keeps the query',
      path: '/docs/installation.html?tab=npm',
      expect: redirect('/docs/installation/?tab=npm'),
    },
    {
      name: 'a path with spaces redirects encoded',
      path: '/tests/docs/folder%20with%20space/doc%201',
      expect: redirect('/tests/docs/folder%20with%20space/doc%201/'),
    },
    {name: 'repeated slashes are one', path: '//docs', expect: redirect('/docs/')},

    // Not found: the site's 404 page with status 404, never a listing, nginx's bare 403 or a redirect to nowhere.
    {name: 'an unknown page', path: '/this/page/does-not-exist/', expect: notFound},
    {name: 'an unknown .html name does not redirect', path: '/no-such-page.html', expect: notFound},
    {name: 'a folder without an index page', path: '/img/', expect: notFound},
    {name: 'another folder without an index page', path: '/katex/', expect: notFound},
    {name: 'a folder without an index page, without its slash', path: '/img', expect: notFound},
    {name: 'a folder of hashed assets', path: '/assets/js/', expect: notFound},
    {name: 'an unknown hashed asset', path: '/assets/js/main.0000000000.js', expect: notFound},
    {name: 'a file used as a folder', path: '/index.html/x.html', expect: notFound},
    {name: 'the service worker used as a folder', path: '/sw.js/x.html', expect: notFound},
    {name: 'a 300-character .html name', path: `/${'a'.repeat(295)}.html`, expect: notFound},
    {name: 'the generated headers file', path: '/_headers', expect: notFound},
    {name: 'the generated nginx include', path: '/_nginx-headers.conf', expect: notFound},

    // Methods: a static site answers GET and HEAD only.
    ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method): ServingCase => ({
      name: `${method} is not allowed`,
      method,
      path: '/',
      expect: {status: 405, headers: {...security, allow: 'GET, HEAD'}},
    })),

    // Caching: content-hashed files for a year, everything else revalidated.
    {
      name: 'the main bundle is cached for a year',
      path: mainBundle,
      expect: {status: 200, headers: {...security, 'cache-control': IMMUTABLE}},
    },
    {
      name: 'a search index file is cached for a year',
      path: searchIndex,
      expect: {status: 200, headers: {'cache-control': IMMUTABLE}},
    },
    {
      name: 'the search index manifest is revalidated',
      path: '/search-index/manifest.json',
      expect: {status: 200, headers: {'cache-control': REVALIDATE}},
    },
    {
      name: 'the service worker is revalidated',
      path: '/sw.js',
      expect: {status: 200, headers: {'cache-control': REVALIDATE}},
    },
    {
      name: 'the app manifest is revalidated',
      path: '/manifest.json',
      expect: {status: 200, headers: {'cache-control': REVALIDATE}},
    },

    // Validators and ranges.
    {
      name: 'a page unchanged since its ETag',
      path: '/docs/',
      validatorHeader: 'If-None-Match',
      expect: {status: 304, body: ''},
    },
    {
      name: 'a bundle unchanged since its ETag',
      path: mainBundle,
      validatorHeader: 'If-None-Match',
      expect: {status: 304, body: ''},
    },
    {
      name: 'another ETag gets the page',
      path: '/docs/',
      headers: {'If-None-Match': '"not-the-etag"'},
      expect: {status: 200},
    },
    {
      name: 'a byte range',
      path: mainBundle,
      headers: {...identity, Range: 'bytes=0-9'},
      expect: {status: 206, headers: {'content-range': /^bytes 0-9\/\d+$/, 'content-length': '10'}},
    },
    {
      name: 'a range still fresh by If-Range',
      path: mainBundle,
      headers: {...identity, Range: 'bytes=0-9'},
      validatorHeader: 'If-Range',
      expect: {status: 206},
    },
    {
      name: 'a range no longer fresh by If-Range gets the whole file',
      path: mainBundle,
      headers: {...identity, Range: 'bytes=0-9', 'If-Range': '"stale"'},
      expect: {status: 200, headers: {'content-range': null}},
    },
    {
      name: 'a range beyond the end',
      path: mainBundle,
      headers: {...identity, Range: 'bytes=999999999-'},
      expect: {status: 416, headers: {'content-range': /^bytes \*\/\d+$/}},
    },

    // Compression: text is sent gzipped, from the copies written at build time or on the fly.
    ...[mainBundle, '/docs/', '/sitemap.xml'].map((file): ServingCase => ({
      name: `${file} is sent gzipped`,
      path: file,
      headers: {'Accept-Encoding': 'gzip'},
      expect: {status: 200, headers: {'content-encoding': 'gzip', vary: 'Accept-Encoding'}},
    })),
    {
      name: 'no compression unless accepted',
      path: mainBundle,
      headers: identity,
      expect: {status: 200, headers: {'content-encoding': null}},
    },

    // The same Content-Type for every kind of file of the build.
    ...[...byType].map(([ext, file]): ServingCase => ({
      name: `a ${ext} file (${file}) has its content type`,
      path: encodeURI(file),
      headers: identity,
      expect: {
        status: 200,
        headers: {'content-type': CONTENT_TYPES[ext] ?? `no decision yet for ${ext}: add it to CONTENT_TYPES`},
      },
    })),
  ];
}

/**
 * Hostile requests. Each must get a safe 4xx, never a Location that leaves the site nor a file from outside build/,
 * and the server must answer a normal request afterwards. The statuses may differ between the servers (nginx refuses
 * some paths with 400 where serve.mjs finds no file): both are safe.
 */
export function attackCases(): ServingCase[] {
  const refused: Expectation = {status: [400, 404], bodyNot: OUTSIDE_BUILD};
  const traversals = [
    '/../package.json',
    '/docs/../../package.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/..%2fpackage.json',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/%252e%252e%252fpackage.json',
    '/%5c..%5cpackage.json',
    '/..%5c..%5cetc%5cpasswd',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/search-index/..%2f..%2fpackage.json',
  ];
  const openRedirects = [
    '//evil.example',
    '//evil.example/',
    '///evil.example/x.html',
    '/\\evil.example',
    '/\\evil.example.html',
    '/%5Cevil.example',
    '/%5Cevil.example.html',
    '/%5Cevil.example/index.html',
    '/%5C%5Cevil.example/x.html',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example.html',
    '/%2F%2Fevil.example/index.html',
    '/%09/evil.example',
    '/%09/evil.example.html',
    '/%0d%0aLocation:%20http://evil.example/x.html',
    '/.%2F%2Fevil.example.html',
  ];
  return [
    ...traversals.map((attack): ServingCase => ({name: `traversal ${attack}`, path: attack, expect: refused})),
    ...openRedirects.map((attack): ServingCase => ({
      name: `open redirect ${attack}`,
      path: attack,
      expect: {status: [400, 404]},
    })),
    {name: 'a NUL byte', path: '/x%00.html', expect: {status: [400, 404]}},
    {name: 'a NUL byte in a folder name', path: '/docs%00/', expect: {status: [400, 404]}},
    {name: 'malformed percent-encoding', path: '/%zz.html', expect: {status: [400, 404]}},
    {name: 'an incomplete percent-encoding', path: '/docs/%', expect: {status: [400, 404]}},
    {name: 'percent-encoded bytes that are not UTF-8', path: '/%ff%fe.html', expect: {status: [400, 404]}},
    {name: 'a 300-character name', path: `/${'b'.repeat(300)}`, expect: {status: [400, 404]}},
    {name: 'a 5,000-character name', path: `/${'c'.repeat(5000)}.html`, expect: {status: [400, 404, 414]}},
    {name: 'a 5,000-character folder path', path: `/${'d/'.repeat(2500)}`, expect: {status: [400, 404, 414]}},
    ...['TRACE', 'PROPFIND', 'MKCOL', 'CONNECT-ISH'].map((method): ServingCase => ({
      name: `the ${method} method`,
      method,
      path: '/',
      expect: {status: [400, 405]},
    })),
    {
      name: 'PUT to a new file',
      method: 'PUT',
      path: '/uploaded.html',
      headers: {'Content-Type': 'text/html'},
      expect: {status: 405},
    },
    {name: 'DELETE of a page', method: 'DELETE', path: '/docs/', expect: {status: 405}},
    {
      name: 'a range of bytes that are not numbers',
      path: '/sw.js',
      headers: {Range: 'bytes=abc-def'},
      expect: {status: [200, 416]},
    },
    {
      name: 'a reversed range',
      path: '/sw.js',
      headers: {'Accept-Encoding': 'identity', Range: 'bytes=9-0'},
      expect: {status: [200, 416]},
    },
    {name: 'a range in another unit', path: '/sw.js', headers: {Range: 'lines=0-9'}, expect: {status: 200}},
    {
      name: 'many ranges',
      path: '/sw.js',
      headers: {
        'Accept-Encoding': 'identity',
        Range: `bytes=${Array.from({length: 200}, (_, i) => `${i}-${i}`).join(',')}`,
      },
      expect: {status: [200, 206, 416]},
    },
    {
      name: 'If-Range with a date of nonsense',
      path: '/sw.js',
      headers: {'Accept-Encoding': 'identity', Range: 'bytes=0-9', 'If-Range': 'yesterday'},
      expect: {status: [200, 206]},
    },
    {
      name: 'a huge header',
      path: '/',
      headers: {'X-Padding': 'x'.repeat(64 * 1024)},
      expect: {status: [400, 413, 431]},
      mayClose: true,
    },
  ];
}
