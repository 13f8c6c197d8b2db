// Serves the production build the way `docusaurus serve` does (clean URLs, trailing slashes,
// the 404 page with status 404), except that a built route whose name really ends in .html
// (e.g. the test doc /tests/docs/dummy.html) is served as-is instead of being redirected away,
// and responses are compressed as any real host does (`docusaurus serve` sends them raw).
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';

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

/** The file that answers a path ending in .html when the build really has it, as a file or a route folder. */
function builtHtmlFile(pathname) {
  if (!pathname.endsWith('.html')) return undefined;
  const target = path.join(publicDir, path.normalize(pathname));
  if (!target.startsWith(publicDir)) return undefined;
  const stats = fs.statSync(target, {throwIfNoEntry: false});
  if (stats?.isFile()) return pathname;
  if (stats?.isDirectory() && fs.existsSync(path.join(target, 'index.html'))) return `${pathname}/index.html`;
  return undefined;
}

const compress = compression();

function serve(req, res) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  const htmlFile = builtHtmlFile(pathname);
  if (htmlFile) req.url = encodeURI(htmlFile);
  serveHandler(req, res, {
    public: publicDir,
    cleanUrls: !htmlFile,
    trailingSlash: true,
    directoryListing: false,
  });
}

const server = http.createServer((req, res) => compress(req, res, () => serve(req, res)));

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${values.host}:${values.port}/`);
});
