// Writes a gzip (`.gz`) and a brotli (`.br`) copy beside every text file of the build worth compressing, so that
// servers send them as they are instead of compressing each response again: nginx with `gzip_static on` (and
// `brotli_static on` when its brotli module is installed), scripts/serve.mjs by itself. The copies are written after
// the build, so they are neither routes nor search records nor precache entries (the service worker is made before).
// Run after every build, after gen-security-headers.mjs: node scripts/precompress.mjs [--dir build]
import {createHash, randomUUID} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, promisify} from 'node:util';
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
 * The compression runs on libuv's thread pool, so several files compress at once and the event loop stays free.
 * @param {string} kind what the compression is, with its settings (e.g. `br-11`)
 * @param {Buffer} content
 * @param {(content: Buffer) => Promise<Buffer>} compress
 * @returns {Promise<Buffer>}
 */
async function cached(kind, content, compress) {
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(content).digest('hex')}.${kind}`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    const result = await compress(content);
    await fs.promises.mkdir(CACHE_DIR, {recursive: true});
    // Written aside and renamed, so that a reader never sees half a copy (unique name: the same content may be
    // compressed twice at once).
    const temporary = `${file}.${process.pid}.${randomUUID()}`;
    await fs.promises.writeFile(temporary, result);
    await fs.promises.rename(temporary, file);
    return result;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

/** Bundles this large get brotli's top quality: see `brotliQuality`. */
const TOP_QUALITY_MIN_SIZE = 100 * 1024;

/**
 * Brotli's top quality takes 12 times as long as quality 9 for 9% fewer bytes (main.js: 154 KB against 169 KB): worth
 * it for the content-hashed bundles, which browsers keep for a year, not for each of the pages. Among the bundles,
 * quality 10 takes 2.4 times less CPU than the top quality for 2.5% more bytes (measured on this site's 570 bundles:
 * 8.8 s against 3.6 s of CPU for those under 100 KB, the build's largest single cost after the render): the top
 * quality is kept for the large shared bundles (main, React, the theme), where its bytes count most.
 * @param {string} file path relative to the build folder
 * @param {number} size
 */
function brotliQuality(file, size) {
  if (!file.startsWith(`assets${path.sep}`)) return 9;
  return size >= TOP_QUALITY_MIN_SIZE ? zlib.constants.BROTLI_MAX_QUALITY : 10;
}

/**
 * The brotli copy of a file, as served to browsers (they all accept brotli): the offline control's download sizes
 * are computed with it too.
 * @param {string} file path relative to the build folder
 * @param {Buffer} content
 * @returns {Promise<Buffer>}
 */
export function brotliCopyAsync(file, content) {
  const quality = brotliQuality(file, content.length);
  const window = brotliWindow(quality, content.length);
  return cached(`br-${quality}${window ? `-w${window}` : ''}`, content, (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        ...(window ? {[zlib.constants.BROTLI_PARAM_LGWIN]: window} : {}),
      },
    }),
  );
}

/**
 * The window for quality 9: just large enough for the whole file (so no match is lost), instead of brotli's default
 * 4 MB. At the default, quality 9 sets up its match finder for 4 MB whatever the input: about 150 ms of CPU for each
 * 20–100 KB page here, ~90 s for the build's ~1,000 pages and other files, 5.8 times as much as with the fitted
 * window, whose copies come out 0.07% smaller. Qualities 10 and 11 cost what the input costs: their bundles keep the
 * default window.
 * @param {number} quality
 * @param {number} size
 * @returns {number | undefined}
 */
function brotliWindow(quality, size) {
  if (quality >= 10) return undefined;
  const {BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW} = zlib.constants;
  return Math.max(BROTLI_MIN_WINDOW_BITS, Math.min(BROTLI_DEFAULT_WINDOW, Math.ceil(Math.log2(size + 1))));
}

/**
 * Both copies of a file, from the cache when made before (the offline plugin makes them during the build).
 * @param {string} file path relative to the build folder
 * @param {Buffer} content
 */
export async function compressedCopies(file, content) {
  const [gz, br] = await Promise.all([
    cached('gz-9', content, (data) => gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION})),
    brotliCopyAsync(file, content),
  ]);
  return {'.gz': gz, '.br': br};
}

// Sixteen files at a time: compressions queue on libuv's four threads either way, and a file whose copies are cached
// (every file but the changed ones, on a rebuild) spends its time waiting on a read, two cache reads and four writes,
// which overlap. Two at a time (one per core) took 1.5–2.0 s for the build's 1,659 files with every copy cached;
// sixteen, 0.9 s.
const FILES_AT_ONCE = 16;

/**
 * Writes the copies for every file of the build that gets them and returns what it did.
 * A copy keeps its source's modification time, as nginx's gzip_static expects of it.
 * @param {string} buildDir
 */
export async function precompress(buildDir) {
  let files = 0;
  let bytes = 0;
  let written = 0;
  const queue = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'});
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const source = path.join(buildDir, file);
      const stats = fs.statSync(source);
      if (!stats.isFile() || !isPrecompressed(file, stats.size)) continue;
      const content = await fs.promises.readFile(source);
      files += 1;
      bytes += content.length;
      for (const [suffix, data] of Object.entries(await compressedCopies(file, content))) {
        await fs.promises.writeFile(source + suffix, data);
        // In seconds, not as Dates: a Date holds whole milliseconds (Node rounds the file's time to the nearest
        // one), which can put the copy a millisecond after its source.
        await fs.promises.utimes(source + suffix, stats.atimeMs / 1000, stats.mtimeMs / 1000);
        written += data.length;
      }
    }
  };
  await Promise.all(Array.from({length: FILES_AT_ONCE}, lane));
  return {files, bytes, written};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const started = Date.now();
  // No top-level await: the offline plugin imports this file through Docusaurus's CommonJS loader.
  precompress(path.resolve(values.dir)).then(({files, bytes}) => {
    recordTiming('postbuild: precompress', Date.now() - started, files);
    console.log(
      `Precompressed ${files} files (${(bytes / 1e6).toFixed(1)} MB) to .gz and .br ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  });
}
