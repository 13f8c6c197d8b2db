// Serves the production build the way `docusaurus serve` does (clean URLs, trailing slashes,
// the 404 page with status 404), except that a built file whose name really ends in .html
// (e.g. the test doc /tests/docs/dummy.html) is served as-is instead of being redirected away.
// Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
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

function isBuiltHtmlFile(pathname) {
  if (!pathname.endsWith('.html')) return false;
  const file = path.join(publicDir, path.normalize(pathname));
  return file.startsWith(publicDir) && fs.statSync(file, {throwIfNoEntry: false})?.isFile() === true;
}

const server = http.createServer((req, res) => {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end('Bad request');
    return;
  }
  serveHandler(req, res, {
    public: publicDir,
    cleanUrls: !isBuiltHtmlFile(pathname),
    trailingSlash: true,
    directoryListing: false,
  });
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), publicDir) || '.'} at http://${values.host}:${values.port}/`);
});
