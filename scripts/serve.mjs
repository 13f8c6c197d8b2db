// Serves the production build as deploy/nginx.conf does, for `npm run serve`, the browser tests and the benchmarks:
// the same paths, redirects, statuses, caching, compression and security headers (the /* rule of the generated
// build/_headers, CSP included), so that every browser test runs under the production policy. The requests both
// servers must answer alike are listed once, in tests/serving/cases.ts. Like nginx and unlike `docusaurus serve`,
// a route whose name really ends in .html (the test doc /tests/docs/dummy.html) is served where it is.
// Files go out through `send` (Express's static-file engine: ETag and 304, Range and If-Range, HEAD); the .br/.gz
// copies that scripts/precompress.mjs writes are sent as they are, other text is compressed by `compression`.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import {GENERATED_FILES, everyResponseHeaders, generate} from './gen-security-headers.mjs';
import {ENCODINGS} from './precompress.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});
const publicDir = path.resolve(values.dir);
if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
  console.error(`No build found in ${publicDir}: run \`npm run build\` first.`);
  process.exit(1);
}
// `npm run build` writes them; a build made by `docusaurus build` alone gets them here, as the postbuild would.
if (!everyResponseHeaders(publicDir)) await generate(publicDir);
/** Read once, as nginx reads its include at start: restart after a new build. */
const securityHeaders = everyResponseHeaders(publicDir) ?? [];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files named after their content hash, the same paths as the long-cached locations of deploy/nginx.conf. */
const HASHED = /^\/assets\/|^\/search-index\/[^/]+\.[0-9a-f]{10}\.[^/]+\.gz$/;
const INTERNAL = new Set(GENERATED_FILES.map((name) => `/${name}`));
/** Text types sent with their charset, nginx's `charset_types` in deploy/nginx.conf. */
const CHARSET_TYPES = new Set([
  'text/html',
  'text/plain',
  'text/markdown',
  'text/css',
  'text/xml',
  'text/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'application/atom+xml',
  'image/svg+xml',
]);

/**
 * Modification time of a regular file in milliseconds; undefined for anything else and for any error (ENOENT,
 * ENOTDIR when a file is used as a folder, ENAMETOOLONG).
 * @param {string} file
 */
function modified(file) {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? stats.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} file */
function isFile(file) {
  return modified(file) !== undefined;
}

/**
 * The path of a request as nginx reads it: percent-decoded, repeated slashes merged, `.` and `..` segments resolved.
 * Undefined for what nginx refuses with 400: malformed percent-encoding, a NUL byte, a `..` above the root.
 * @param {string} rawPath
 */
function normalizePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return undefined;
  const parts = decoded.split('/').slice(1);
  /** @type {string[]} */
  const segments = [];
  for (const part of parts) {
    if (part === '..') {
      if (!segments.length) return undefined;
      segments.pop();
    } else if (part !== '' && part !== '.') {
      segments.push(part);
    }
  }
  const folder = ['', '.', '..'].includes(parts.at(-1) ?? '') && segments.length > 0;
  return `/${segments.join('/')}${folder ? '/' : ''}`;
}

/** A path of the build in a URL: percent-encoded, `?` and `#` included. */
function encodePath(pathname) {
  return encodeURI(pathname).replace(/[?#]/g, encodeURIComponent);
}

/**
 * What answers a normalized path, by the rules of deploy/nginx.conf: a file of the build, a redirect to a page of the
 * build (so a redirect never leaves the site: its target is a folder that exists), or the 404 page.
 * @param {string} pathname
 * @returns {{file: string} | {redirect: string} | {notFound: true}}
 */
function route(pathname) {
  if (INTERNAL.has(pathname)) return {notFound: true};
  const target = path.join(publicDir, pathname);
  const index = path.join(target, 'index.html');
  // A folder is its index page; a folder without one (/img/) is not found, never listed.
  if (pathname.endsWith('/')) return isFile(index) ? {file: index} : {notFound: true};
  if (isFile(target)) return {file: target};
  if (HASHED.test(pathname)) return {notFound: true};
  // A route folder: redirected to its trailing slash, or served where it is when its name ends in .html.
  if (isFile(index)) return pathname.endsWith('.html') ? {file: index} : {redirect: `${pathname}/`};
  // /docs/installation.html and /docs/installation/index.html name the page /docs/installation/, if it exists.
  const page = pathname.match(/^(.*?)(?:\/index)?\.html$/s)?.[1];
  if (page !== undefined && isFile(path.join(publicDir, page, 'index.html'))) return {redirect: `${page}/`};
  return {notFound: true};
}

/** @param {string} file */
function contentType(file) {
  const type = mime.lookup(file) || 'application/octet-stream';
  return CHARSET_TYPES.has(type) ? `${type}; charset=utf-8` : type;
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 */
function plain(res, status) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(`${http.STATUS_CODES[status] ?? status}\n`);
}

/**
 * The site's 404 page with status 404, as nginx's `error_page 404`.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function notFound(req, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', contentType('404.html'));
  res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(path.join(publicDir, '404.html')));
}

/**
 * The precompressed copy of a file to send, when there is one and the client accepts its encoding. A copy counts only
 * with its source's modification time, which precompress.mjs gives it: after a `docusaurus build` without the
 * postbuild, the copies of the previous build are stale and the file is compressed on the fly instead.
 * @param {http.IncomingMessage} req
 * @param {string} file
 */
function precompressedCopy(req, file) {
  const source = modified(file);
  // Within a millisecond: file systems keep finer times than the copy's time can be set with.
  const copies = ENCODINGS.filter(({suffix}) => Math.abs((modified(file + suffix) ?? Infinity) - (source ?? 0)) < 1);
  if (!copies.length) return {copies};
  const names = copies.map(({name}) => name);
  const chosen = new Negotiator(req).encoding([...names, 'identity'], {preferred: names});
  return {copies, copy: copies.find(({name}) => name === chosen)};
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} pathname
 * @param {string} file
 */
function sendFile(req, res, pathname, file) {
  const {copies, copy} = precompressedCopy(req, file);
  const sent = copy ? file + copy.suffix : file;
  send(req, encodePath(`/${path.relative(publicDir, sent)}`), {
    root: publicDir,
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
  })
    .on('headers', () => {
      res.setHeader('Content-Type', contentType(file));
      if (HASHED.test(pathname)) res.setHeader('Cache-Control', IMMUTABLE);
      if (copies.length) res.setHeader('Vary', 'Accept-Encoding');
      if (copy) res.setHeader('Content-Encoding', copy.name);
    })
    .on('error', (/** @type {{status?: number, headers?: Record<string, string>}} */ error) => {
      if (error.status === 404) return notFound(req, res);
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      return plain(res, error.status ?? 500);
    })
    .pipe(res);
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function serve(req, res) {
  for (const {name, value} of securityHeaders) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return plain(res, 405);
  }
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const pathname = normalizePath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (pathname === undefined) return plain(res, 400);
  const answer = route(pathname);
  if ('redirect' in answer) {
    const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
    res.writeHead(301, {Location: `${encodePath(answer.redirect)}${query ? `?${query}` : ''}`}).end();
    return undefined;
  }
  if ('notFound' in answer) return notFound(req, res);
  return sendFile(req, res, pathname, answer.file);
}

// On the fly for the text that has no precompressed copy (small files, files of other types); never a partial response.
const compress = compression({filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res)});

const server = http.createServer((req, res) => {
  compress(req, res, () => {
    try {
      serve(req, res);
    } catch (error) {
      // One bad request must not stop the server that every other request depends on.
      console.error(`${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else plain(res, 500);
    }
  });
});

server.listen(Number(values.port), values.host, () => {
  // The port actually bound: `--port 0` takes any free one.
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`Serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${values.host}:${port}/`);
});
