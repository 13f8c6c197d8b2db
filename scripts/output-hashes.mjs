// A hash of each output our build steps write, to prove that a change to how they run leaves what they write as it
// was: build the same content before and after, then compare.
//   node scripts/output-hashes.mjs --dir build --write before.json
//   node scripts/output-hashes.mjs --dir build --check before.json   (exit 1 and the differing files if any differ)
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

/** The outputs, each a test on a file's path in the build (forward slashes). */
export const OUTPUTS = {
  'search index': (file) => file.startsWith('search-index/'),
  'Markdown twins': (file) => file.endsWith('.md'),
  'llms.txt files': (file) => /(^|\/)llms(-full)?\.txt$/.test(file),
  'version comparison': (file) => file.startsWith('version-compare/'),
  'print pages': (file) => /(^|\/)print\/index\.html$/.test(file),
  'doc pages (version notes)': (file) => file.startsWith('docs/') && file.endsWith('/index.html'),
  'offline manifest': (file) => file === 'offline-manifest.json',
  'security headers': (file) => file === '_headers' || file === '_nginx-headers.conf',
};

/** What differs from build to build whatever the content: the offline manifest's build id. */
function normalise(file, content) {
  if (file !== 'offline-manifest.json') return content;
  return Buffer.from(content.toString('utf8').replace(/"build":"[^"]*"/, '"build":""'));
}

/**
 * Per output: the hash of all its files (names and contents) and each file's own hash.
 * @param {string} buildDir
 * @returns {Record<string, {hash: string, files: Record<string, string>}>}
 */
export function outputHashes(buildDir) {
  const files = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => fs.statSync(path.join(buildDir, file)).isFile())
    .sort();
  // The precompressed copies go with their source (the search index's own .json.gz files stay).
  const all = new Set(files);
  const sources = files.filter((file) => !(/\.(gz|br)$/.test(file) && all.has(file.slice(0, -3))));
  return Object.fromEntries(
    Object.entries(OUTPUTS).map(([name, matches]) => {
      const all = createHash('sha256');
      const hashes = {};
      for (const file of sources.filter((candidate) => matches(candidate))) {
        const hash = createHash('sha256')
          .update(normalise(file, fs.readFileSync(path.join(buildDir, file))))
          .digest('hex');
        hashes[file] = hash;
        all.update(`${file}\0${hash}\n`);
      }
      return [name, {hash: all.digest('hex'), files: hashes}];
    }),
  );
}

/** Lines naming each output that differs and its files that were added, removed or changed. */
export function compareHashes(before, after) {
  const lines = [];
  for (const [name, {hash, files}] of Object.entries(before)) {
    const now = after[name];
    if (now?.hash === hash) continue;
    const changed = [...new Set([...Object.keys(files), ...Object.keys(now?.files ?? {})])].filter(
      (file) => files[file] !== now?.files[file],
    );
    lines.push(`${name}: ${changed.length} files differ, e.g. ${changed.slice(0, 5).join(', ')}`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, write: {type: 'string'}, check: {type: 'string'}},
  });
  if (!values.write === !values.check) throw new Error('Give either --write <file> or --check <file>.');
  const hashes = outputHashes(path.resolve(values.dir));
  if (values.write) {
    fs.writeFileSync(values.write, `${JSON.stringify(hashes, null, 1)}\n`);
    for (const [name, {hash, files}] of Object.entries(hashes))
      console.log(`${name}: ${Object.keys(files).length} files, ${hash.slice(0, 16)}`);
  } else {
    const differences = compareHashes(JSON.parse(fs.readFileSync(values.check, 'utf8')), hashes);
    console.log(differences.length ? differences.join('\n') : 'Every output is byte-identical.');
    process.exitCode = differences.length ? 1 : 0;
  }
}
