// Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every text file of the build worth compressing, so that
// servers send them as they are instead of compressing each response again: nginx with `gzip_static on` (and
// `brotli_static on` when its brotli module is installed), scripts/serve.mjs by itself. The copies are written after
// the build, so they are neither routes nor search records nor precache entries (the service worker is made before).
// Run after every build, after gen-security-headers.mjs: node scripts/precompress.mjs [--dir build]
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import {recordTiming} from './lib/build-timings.mjs';

/**
 * Compressed copies by content, so that a rebuild compresses only the files that changed, and the brotli copies the
 * offline plugin sizes during the build are not compressed a second time here. `docusaurus clear` empties it.
 */
export const CACHE_DIR = path.join(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  'node_modules',
  '.cache',
  'precompress',
);

/**
 * `compress(content)`, or its earlier result for the same content and kind (a content hash names the cache entry).
 * @param {string} kind what the compression is, with its settings (e.g. `br-11`)
 * @param {Buffer} content
 * @param {(content: Buffer) => Buffer} compress
 */
function cached(kind, content, compress) {
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(content).digest('hex')}.${kind}`);
  try {
    return fs.readFileSync(file);
  } catch {
    const result = compress(content);
    fs.mkdirSync(CACHE_DIR, {recursive: true});
    // Written aside and renamed, so that a reader never sees half a copy.
    fs.writeFileSync(`${file}.${process.pid}`, result);
    fs.renameSync(`${file}.${process.pid}`, file);
    return result;
  }
}

/** Files under this size gain little and cost a second request for the file system: nginx's gzip_min_length too. */
export const MIN_SIZE = 1024;

/** Text formats of the build; images, woff2 fonts and the gzipped search index are compressed already. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.ttf',
  '.map',
]);

/** The copies, best first: the encoding a client names in Accept-Encoding and the file suffix that holds it. */
export const ENCODINGS = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
];

/**
 * Whether a file of the build gets compressed copies. Files the servers refuse to serve (the generated header files,
 * whose names start with `_`) are left out, so that no copy of them can be fetched either.
 * @param {string} file path relative to the build folder
 * @param {number} size
 */
export function isPrecompressed(file, size) {
  return size >= MIN_SIZE && COMPRESSIBLE.has(path.extname(file).toLowerCase()) && !path.basename(file).startsWith('_');
}

/**
 * Brotli's top quality takes 12 times as long as quality 9 for 9% fewer bytes (main.js: 154 KB against 169 KB): worth
 * it for the content-hashed bundles every page loads and browsers keep for a year, not for each of the pages.
 * @param {string} file path relative to the build folder
 */
function brotliQuality(file) {
  return file.startsWith(`assets${path.sep}`) ? zlib.constants.BROTLI_MAX_QUALITY : 9;
}

/**
 * The brotli copy of a file, as served to browsers (they all accept brotli): the offline control's download sizes
 * are computed with it too.
 * @param {string} file path relative to the build folder
 * @param {Buffer} content
 */
export function brotliCopy(file, content) {
  const quality = brotliQuality(file);
  return cached(`br-${quality}`, content, () =>
    zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
}

/**
 * @param {string} file path relative to the build folder
 * @param {Buffer} content
 */
function compressed(file, content) {
  return {
    '.gz': cached('gz-9', content, () => zlib.gzipSync(content, {level: zlib.constants.Z_BEST_COMPRESSION})),
    '.br': brotliCopy(file, content),
  };
}

/**
 * Writes the copies for every file of the build that gets them and returns what it did.
 * A copy keeps its source's modification time, as nginx's gzip_static expects of it.
 * @param {string} buildDir
 */
export function precompress(buildDir) {
  let files = 0;
  let bytes = 0;
  let written = 0;
  for (const file of fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'})) {
    const source = path.join(buildDir, file);
    const stats = fs.statSync(source);
    if (!stats.isFile() || !isPrecompressed(file, stats.size)) continue;
    const content = fs.readFileSync(source);
    files += 1;
    bytes += content.length;
    for (const [suffix, data] of Object.entries(compressed(file, content))) {
      fs.writeFileSync(source + suffix, data);
      fs.utimesSync(source + suffix, stats.atime, stats.mtime);
      written += data.length;
    }
  }
  return {files, bytes, written};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const started = Date.now();
  const {files, bytes} = precompress(path.resolve(values.dir));
  recordTiming('postbuild: precompress', Date.now() - started, files);
  console.log(
    `Precompressed ${files} files (${(bytes / 1e6).toFixed(1)} MB) to .gz and .br ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
