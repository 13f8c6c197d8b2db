// Extracts the facts of record (options, defaults, front matter, CLI flags) from the real @docusaurus packages of
// each documented version and writes src/data/facts/<version>.json. The packages go into a temporary folder, never
// into the site's dependencies. Re-running reproduces the committed files byte for byte.
// Run: node scripts/facts/extract.mjs [--cache <dir>] [version…]
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stableJson} from './describe.mjs';
import {ambientModules, declarationClosure, entryPoints, importedSpecifiers} from './modules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const FACTS_DIR = path.join(root, 'src/data/facts');
export const TYPES_DIR = path.join(FACTS_DIR, 'types');

// rc.1 is the release that followed beta.22: it stands in for the unreleased beta.23 of docs/.
export const VERSIONS = ['2.0.0-beta.21', '2.0.0-beta.22', '2.0.0-rc.1'];

export const PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  '@docusaurus/plugin-client-redirects',
  '@docusaurus/plugin-ideal-image',
  '@docusaurus/plugin-pwa',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/logger',
  '@docusaurus/eslint-plugin',
  '@docusaurus/utils-validation',
  'create-docusaurus',
];

// The registry reachable here serves no create-docusaurus 2.0.0-beta.22 or rc.1 and no eslint-plugin rc.1: the facts
// take the nearest earlier release of these two packages and record its version under `packages`.
export const SUBSTITUTES = {
  '2.0.0-beta.22': {'create-docusaurus': '2.0.0-beta.21'},
  '2.0.0-rc.1': {'create-docusaurus': '2.0.0-beta.21', '@docusaurus/eslint-plugin': '2.0.0-beta.22'},
};

export function packageVersion(pkg, version) {
  return SUBSTITUTES[version]?.[pkg] ?? version;
}

function installed(dir, version) {
  return PACKAGES.every((pkg) => {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).version === packageVersion(pkg, version);
  });
}

/**
 * `docusaurus <command> --help` loads the site config and its plugins first, so the folder must look like a minimal
 * site; the docs plugin is listed so that the command it adds (`docs:version`) is part of the CLI facts.
 */
function writeMinimalSite(dir) {
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    "module.exports = {title: 'Facts', url: 'https://example.com', baseUrl: '/',\n" +
      "  plugins: ['@docusaurus/plugin-content-docs']};\n",
  );
  fs.mkdirSync(path.join(dir, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');
}

/** Installs one version's packages (and the React they expect) into its own folder under `cache`. */
function install(cache, version) {
  const dir = path.join(cache, version);
  if (installed(dir, version)) {
    writeMinimalSite(dir);
    return dir;
  }
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "docusaurus-facts", "private": true}\n');
  writeMinimalSite(dir);
  console.log(`installing ${version} into ${dir}…`);
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--omit=optional',
      ...PACKAGES.map((p) => `${p}@${packageVersion(p, version)}`),
      // Peers the packages load but do not install: React for the themes, ESLint for the lint plugin rules.
      'react@17',
      'react-dom@17',
      'eslint@8',
      // Webpack of the same months: later releases' `exports` field hides the lib/ files the 2.0 themes import.
      'webpack@5.73.0',
    ],
    {cwd: dir, stdio: 'inherit'},
  );
  return dir;
}

export function extract(cache, version) {
  const dir = install(cache, version);
  const json = execFileSync(process.execPath, [path.join(here, 'dump.mjs'), dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const facts = JSON.parse(json);
  // The facts must not depend on where the packages were installed.
  if (json.includes(dir)) throw new Error(`facts of ${version} contain the temporary path ${dir}`);
  return facts;
}

// Packages whose own declaration files the docs' samples import as modules; the plugins and themes are typed by
// the ambient `declare module` files of their src/ folders instead.
const TYPED_PACKAGES = [
  '@docusaurus/types',
  '@docusaurus/theme-common',
  '@docusaurus/logger',
  '@docusaurus/preset-classic',
  '@docusaurus/utils-validation',
];
// The samples' React comes from the site's own @types/react, not from a snapshot.
const SITE_TYPED = new Set(['react', 'react/jsx-runtime']);

/**
 * Copies the type declarations the docs' TS/JS samples are checked against into src/data/facts/types/<version>/:
 * ambient module files under ambient/, TYPED_PACKAGES under their names (with a package.json and one stub folder per
 * `exports` subpath), and externals.d.ts declaring every other module they import as untyped (`any`).
 */
export function snapshotTypes(dir, version) {
  const target = path.join(TYPES_DIR, version);
  fs.rmSync(target, {recursive: true, force: true});
  const written = [];
  const write = (rel, text) => {
    const file = path.join(target, rel);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text.replace(/^\/\/# sourceMappingURL=.*$/gm, '').trimEnd() + '\n');
    written.push(file);
  };
  const scope = path.join(dir, 'node_modules/@docusaurus');
  const declared = new Set();
  for (const name of fs.readdirSync(scope).sort()) {
    const src = path.join(scope, name, 'src');
    if (!fs.existsSync(src)) continue;
    for (const f of fs.readdirSync(src).sort()) {
      if (!/\.d\.ts$/.test(f) || f === 'deps.d.ts') continue;
      const modules = Object.keys(ambientModules(path.join(src, f)));
      if (!modules.some((m) => m.startsWith('@'))) continue;
      modules.forEach((m) => declared.add(m));
      write(`ambient/${name}/${f}`, fs.readFileSync(path.join(src, f), 'utf8'));
    }
  }
  const packages = new Set(TYPED_PACKAGES);
  for (const pkg of TYPED_PACKAGES) {
    const pkgDir = path.join(dir, 'node_modules', pkg);
    const entries = entryPoints(pkgDir, pkg);
    for (const [name, entry] of Object.entries(entries)) {
      for (const file of declarationClosure(entry)) {
        write(path.join(pkg, path.relative(pkgDir, file)), fs.readFileSync(file, 'utf8'));
      }
      const rel = path.relative(pkgDir, entry).split(path.sep).join('/');
      if (name === pkg) {
        write(path.join(pkg, 'package.json'), `${JSON.stringify({name: pkg, types: rel})}`);
      } else {
        const sub = name.slice(pkg.length + 1);
        const back = sub
          .split('/')
          .map(() => '..')
          .join('/');
        const from = `${back}/${rel.replace(/\.d\.ts$/, '')}`;
        write(path.join(pkg, sub, 'index.d.ts'), `export * from '${from}';\nexport {default} from '${from}';`);
      }
      packages.add(name);
    }
  }
  const externals = new Set();
  for (const file of written.filter((f) => f.endsWith('.d.ts'))) {
    for (const spec of importedSpecifiers(file)) {
      if (spec.startsWith('.') || SITE_TYPED.has(spec) || packages.has(spec) || declared.has(spec)) continue;
      if ([...declared].some((d) => d.endsWith('/*') && spec.startsWith(d.slice(0, -1)))) continue;
      externals.add(spec);
    }
  }
  write(
    'externals.d.ts',
    '// Generated by scripts/facts/extract.mjs: modules the snapshot imports but does not type.\n' +
      [...externals]
        .sort()
        .map((m) => `declare module '${m}';`)
        .join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const cacheAt = args.indexOf('--cache');
  const cache = cacheAt >= 0 ? path.resolve(args.splice(cacheAt, 2)[1]) : path.join(os.tmpdir(), 'docusaurus-facts');
  const versions = args.length ? args : VERSIONS;
  fs.mkdirSync(FACTS_DIR, {recursive: true});
  for (const version of versions) {
    const file = path.join(FACTS_DIR, `${version}.json`);
    fs.writeFileSync(file, stableJson(extract(cache, version)));
    snapshotTypes(path.join(cache, version), version);
    console.log(`wrote ${path.relative(root, file)}`);
  }
}
