// Build cost against plain Docusaurus. In one run: a cold build (caches cleared) of this site and of the stock classic
// template of the same Docusaurus release given as many doc and blog pages, then a rebuild of each after changing one
// doc (caches kept). Reports wall time and peak memory (RSS of the whole process tree) of each build, and where ours
// spends its time: Docusaurus's phases (its DOCUSAURUS_PERF_LOGGER timings) and each of our steps after the render
// (scripts/lib/build-timings.mjs), in ms and ms per page. A third site, "plain with our content", is the same template
// given our pages' Markdown copies (the twins our build writes: every docs version, the changelog) and our blog: it
// compiles our content without our features, so that the cost of the content and the cost of the features separate.
// Run: npm run bench:build [-- --scale 10 --vanilla-dir /tmp/docusaurus-vanilla --label after --skip-rebuild]
// (`--only ours|plain|content`; `--only content --work-dir <folder of an earlier run>` builds that site alone)
// `--scale N` builds both sites with N times the docs: N-1 copies of every docs version's pages in sections of their
// own (this site), N times the stub docs (plain). Builds run in copies under the work folder (default: a temporary
// folder), so build/ and the caches of this checkout stay as they are. Writes bench-results/build.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, stripVTControlCharacters} from 'node:util';
import {VANILLA_VERSION, scaffoldVanillaSite} from './lib/vanilla-site.mjs';
import {measureCommand} from './lib/measure-process.mjs';
import {TIMINGS_ENV} from './lib/build-timings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, 'bench-results', 'build.json');

const {values: args} = parseArgs({
  options: {
    scale: {type: 'string', default: '1'},
    'vanilla-dir': {type: 'string'},
    'work-dir': {type: 'string'},
    // Names this run in bench-results/build.json (e.g. "before", "after").
    label: {type: 'string', default: 'run'},
    'skip-rebuild': {type: 'boolean', default: false},
    only: {type: 'string'},
  },
});
const SCALE = Number(args.scale);
if (!Number.isInteger(SCALE) || SCALE < 1) throw new Error(`--scale must be a positive integer, got ${args.scale}`);
const SITES = ['ours', 'plain', 'content'];
if (args.only && !SITES.includes(args.only)) throw new Error(`--only takes ${SITES.join(', ')}, got ${args.only}`);

// Top-level folders that are not part of either site: version control, caches, outputs, other tools' folders.
const NOT_COPIED = new Set(['node_modules', 'build', '.docusaurus', '.git', 'bench-results', 'test-results']);
const DOCS_FOLDERS = ['docs', 'versioned_docs', 'community', path.join('test-content', 'docs')];
// The doc each rebuild changes; the template's intro is `.md` or `.mdx` depending on the release and its options.
const EDITED_DOC = {
  ours: [path.join('docs', 'installation.mdx')],
  plain: [path.join('docs', 'intro.md'), path.join('docs', 'intro.mdx')],
  content: [path.join('docs', 'installation.md')],
};

/** A site folder of its own whose node_modules links to every package of `modules` but not to its `.cache`. */
function linkModules(modules, siteDir) {
  const target = path.join(siteDir, 'node_modules');
  fs.mkdirSync(target, {recursive: true});
  for (const entry of fs.readdirSync(modules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(modules, entry), path.join(target, entry));
  }
}

/**
 * A copy of a site to build. Docs show their last change from git: a copy of this site gets its history (a clone
 * sharing its objects), so that its pages, and the cost of reading their history, are those of this checkout; the
 * plain site gets a repository with one commit.
 */
function copySite(source, siteDir) {
  fs.rmSync(siteDir, {recursive: true, force: true});
  const git = (cwd, ...gitArgs) => spawnSync('git', gitArgs, {cwd, stdio: 'ignore'}).status === 0;
  const hasHistory = git(source, 'rev-parse', '--git-dir');
  if (hasHistory) git(source, 'clone', '-q', '--shared', '--no-checkout', source, siteDir);
  fs.cpSync(source, siteDir, {
    recursive: true,
    filter: (file) => !NOT_COPIED.has(path.relative(source, file).split(path.sep)[0]),
  });
  linkModules(path.join(source, 'node_modules'), siteDir);
  if (hasHistory) return;
  git(siteDir, 'init', '-q');
  git(siteDir, 'add', '-A');
  git(siteDir, '-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'fixture');
}

const isDoc = (file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_');

function listDocs(dir) {
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((file) => isDoc(file))
    : [];
}

/**
 * Copies `count` times the pages of a docs folder into `scale-<n>/` sections of it, with absolute slugs moved under
 * the section so that no route repeats. Returns the section names.
 */
function copyDocsSections(docsDir, count) {
  const sections = [];
  const originals = fs.readdirSync(docsDir).filter((entry) => !entry.startsWith('scale-'));
  for (let copy = 1; copy <= count; copy += 1) {
    const section = `scale-${copy}`;
    for (const entry of originals)
      fs.cpSync(path.join(docsDir, entry), path.join(docsDir, section, entry), {recursive: true});
    for (const file of listDocs(path.join(docsDir, section))) {
      const full = path.join(docsDir, section, file);
      const text = fs.readFileSync(full, 'utf8');
      fs.writeFileSync(full, text.replace(/^slug: *\/(.*)$/m, `slug: /${section}/$1`));
    }
    sections.push(section);
  }
  return sections;
}

/** Ours at scale N: every version of the default docs gets N-1 copies of its pages, each a sidebar category. */
function scaleOurSite(siteDir) {
  if (SCALE === 1) return;
  const copies = SCALE - 1;
  const categories = (sections) =>
    sections.map((section) => ({type: 'category', label: section, items: [{type: 'autogenerated', dirName: section}]}));
  const currentSections = copyDocsSections(path.join(siteDir, 'docs'), copies);
  fs.appendFileSync(
    path.join(siteDir, 'sidebars.ts'),
    `\n(sidebars as Record<string, unknown[]>).docs.push(...${JSON.stringify(categories(currentSections))});\n`,
  );
  const versions = JSON.parse(fs.readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));
  for (const version of versions) {
    const sections = copyDocsSections(path.join(siteDir, 'versioned_docs', `version-${version}`), copies);
    const sidebarsFile = path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`);
    const sidebars = JSON.parse(fs.readFileSync(sidebarsFile, 'utf8'));
    sidebars.docs.push(...categories(sections));
    fs.writeFileSync(sidebarsFile, JSON.stringify(sidebars, null, 2));
  }
}

/** Counts of our doc pages and blog-like posts (blog, changelog releases, test blog), at the chosen scale. */
function countOurPages(siteDir) {
  const docs = DOCS_FOLDERS.reduce((sum, folder) => sum + listDocs(path.join(siteDir, folder)).length, 0);
  const posts =
    listDocs(path.join(siteDir, 'blog')).length +
    listDocs(path.join(siteDir, 'test-content', 'blog')).length +
    (fs.readFileSync(path.join(siteDir, 'CHANGELOG.md'), 'utf8').match(/^## /gm) ?? []).length;
  return {docs, posts};
}

/** A stub page with what a doc has: headings, paragraphs, a list, a code block and a table. */
function stubBody(index) {
  const paragraph =
    `Page ${index} explains one part of the site generator in a few sentences. It names options, links ` +
    'to other pages and shows an example, so that rendering it costs what a real page costs.';
  return [
    paragraph,
    `## Setting up part ${index}`,
    `${paragraph} ${paragraph}`,
    '- First item of a list\n- Second item of a list\n- Third item',
    '```js title="docusaurus.config.js"\nexport default {\n  title: "Stub",\n  url: "https://example.com",\n};\n```',
    `## Options of part ${index}`,
    '| Option | Type | Default |\n| --- | --- | --- |\n| `path` | `string` | `"docs"` |\n| `routeBasePath` | `string` | `"/docs"` |',
    `### Details\n\n${paragraph}`,
  ].join('\n\n');
}

/** Plain: the template plus stub docs and posts up to our counts. */
function fillPlainSite(siteDir, counts) {
  const templateDocs = listDocs(path.join(siteDir, 'docs')).length;
  const templatePosts = listDocs(path.join(siteDir, 'blog')).length;
  const stubDocs = path.join(siteDir, 'docs', 'stubs');
  fs.mkdirSync(stubDocs, {recursive: true});
  for (let index = 1; index <= counts.docs - templateDocs; index += 1)
    fs.writeFileSync(
      path.join(stubDocs, `page-${index}.md`),
      `---\ntitle: Stub page ${index}\ndescription: Stub page ${index} of the benchmark.\n---\n\n${stubBody(index)}\n`,
    );
  for (let index = 1; index <= counts.posts - templatePosts; index += 1) {
    const day = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
    fs.writeFileSync(
      path.join(siteDir, 'blog', `${day}-stub-${index}.md`),
      `---\ntitle: Stub post ${index}\n---\n\n${stubBody(index).replace('\n\n', '\n\n{/* truncate */}\n\n')}\n`,
    );
  }
}

/** A Markdown twin as a page of the plain site: its body, under its title and description only. */
function twinAsDoc(twin) {
  const frontMatter = twin.match(/^---\n([\s\S]*?)\n---\n/);
  if (!frontMatter) return twin;
  const kept = frontMatter[1].split('\n').filter((line) => /^(title|description):/.test(line));
  return `---\n${kept.join('\n')}\n---\n${twin.slice(frontMatter[0].length)}`;
}

/** Copies the twins of one folder of our build (not those of the folders `except` names) as Markdown pages. */
function copyTwins(fromDir, toDir, except = [], rename = (file) => file) {
  for (const file of fs.readdirSync(fromDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.md') || except.some((folder) => file.startsWith(`${folder}${path.sep}`))) continue;
    const target = path.join(toDir, rename(file));
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, twinAsDoc(fs.readFileSync(path.join(fromDir, file), 'utf8')));
  }
}

/**
 * Plain with our content: the template with our docs (every version) and changelog as their Markdown twins from our
 * build, and our blog's sources (plain Markdown); sidebars generated from the folders; broken links only warned
 * about, as the twins link to pages the template does not have.
 */
function fillContentSite(siteDir, oursBuildDir) {
  if (!fs.existsSync(path.join(oursBuildDir, 'docs.md')))
    throw new Error(`bench: ${oursBuildDir} has no Markdown twins; build ours first`);
  const versions = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
  const docsTwins = path.join(oursBuildDir, 'docs');
  for (const folder of ['docs', 'blog']) fs.rmSync(path.join(siteDir, folder), {recursive: true, force: true});
  copyTwins(docsTwins, path.join(siteDir, 'docs'), versions);
  fs.copyFileSync(path.join(oursBuildDir, 'docs.md'), path.join(siteDir, 'docs', 'index.md'));
  fs.mkdirSync(path.join(siteDir, 'versioned_sidebars'), {recursive: true});
  for (const version of versions) {
    const versionDir = path.join(siteDir, 'versioned_docs', `version-${version}`);
    copyTwins(path.join(docsTwins, version), versionDir);
    fs.copyFileSync(path.join(docsTwins, `${version}.md`), path.join(versionDir, 'index.md'));
    fs.writeFileSync(
      path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`),
      JSON.stringify({tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]}),
    );
  }
  fs.writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(versions));
  fs.writeFileSync(
    path.join(siteDir, 'sidebars.ts'),
    "export default {tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]};\n",
  );
  fs.cpSync(path.join(root, 'blog'), path.join(siteDir, 'blog'), {recursive: true});
  copyTwins(path.join(oursBuildDir, 'changelog'), path.join(siteDir, 'changelog'), [], (file) => `2022-01-01-${file}`);
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config = fs
    .readFileSync(configFile, 'utf8')
    .replace(
      "onBrokenLinks: 'throw',",
      "onBrokenLinks: 'warn',\n  markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'warn'}},\n" +
        "  plugins: [['@docusaurus/plugin-content-blog', {id: 'changelog', path: 'changelog', " +
        "routeBasePath: 'changelog', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore'}]],",
    )
    .replaceAll("'/docs/intro'", "'/docs/'");
  if (!config.includes("id: 'changelog'")) throw new Error(`bench: unexpected template config in ${configFile}`);
  fs.writeFileSync(configFile, config);
  const homePage = path.join(siteDir, 'src', 'pages', 'index.tsx');
  fs.writeFileSync(homePage, fs.readFileSync(homePage, 'utf8').replaceAll('"/docs/intro"', '"/docs/"'));
}

/** Docusaurus's phases from its perf log lines: `[PERF] Build > en > SSG - 12.34 seconds! - (Heap …)`. */
function docusaurusPhases(output) {
  const phases = {};
  for (const line of stripVTControlCharacters(output).split('\n')) {
    // Top-level phases of the locale only (Load site, Bundling, SSG, postBuild(), …), not their parts.
    const match = line.match(/\[PERF\] Build > \w+ > ([^>]+?) - ([\d.]+) (ms|seconds)/);
    if (!match) continue;
    phases[match[1]] = Math.round(Number(match[2]) * (match[3] === 'seconds' ? 1000 : 1));
  }
  return phases;
}

function builtPages(buildDir) {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => path.basename(file) === 'index.html').length;
}

/** One build of a site (`npm run build`, so the postbuild scripts count), measured. */
async function buildOnce(siteDir, kind) {
  const timingsFile = path.join(siteDir, `.build-timings-${kind}.jsonl`);
  fs.rmSync(timingsFile, {force: true});
  const env = {...process.env, DOCUSAURUS_PERF_LOGGER: 'true', [TIMINGS_ENV]: timingsFile};
  const {ms, peakRssBytes, output} = await measureCommand('npm', ['run', 'build'], {cwd: siteDir, env});
  const steps = fs.existsSync(timingsFile)
    ? fs
        .readFileSync(timingsFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
  return {
    ms,
    peakRssMb: Math.round(peakRssBytes / 2 ** 20),
    pages: builtPages(path.join(siteDir, 'build')),
    phases: docusaurusPhases(output),
    steps,
  };
}

/** Cold build (Docusaurus's caches cleared), then, unless skipped, a rebuild after a change to one doc. */
async function measureSite(siteDir, kind) {
  spawnSync('npx', ['docusaurus', 'clear'], {cwd: siteDir, stdio: 'ignore'});
  fs.rmSync(path.join(siteDir, 'node_modules', '.cache'), {recursive: true, force: true});
  const cold = await buildOnce(siteDir, 'cold');
  if (args['skip-rebuild']) return {kind, cold};
  const edited = EDITED_DOC[kind].map((file) => path.join(siteDir, file)).find((file) => fs.existsSync(file));
  // Appending to a file that does not exist would add a second doc of the same id, and fail the rebuild.
  if (!edited) throw new Error(`bench: none of ${EDITED_DOC[kind].join(', ')} exists in ${siteDir}`);
  fs.appendFileSync(edited, '\n\nOne more sentence, changed for the rebuild.\n');
  const rebuild = await buildOnce(siteDir, 'rebuild');
  return {kind, cold, rebuild};
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const ratio = (ours, plain) => (ours && plain ? `${(ours / plain).toFixed(2)}×` : '–');

function printResults({ours, plain, content}) {
  const builds = [
    ['cold build', (site) => site?.cold],
    ['rebuild after one doc', (site) => site?.rebuild],
  ];
  const rows = {};
  for (const [name, pick] of builds) {
    const [o, p] = [pick(ours), pick(plain)];
    if (!o && !p) continue;
    rows[name] = {
      'ours wall': o ? seconds(o.ms) : '–',
      'plain wall': p ? seconds(p.ms) : '–',
      'wall ratio': ratio(o?.ms, p?.ms),
      'ours RSS': o ? `${o.peakRssMb} MB` : '–',
      'plain RSS': p ? `${p.peakRssMb} MB` : '–',
      'RSS ratio': ratio(o?.peakRssMb, p?.peakRssMb),
      'pages (ours/plain)': `${o?.pages ?? '–'}/${p?.pages ?? '–'}`,
    };
  }
  console.log(
    `\nScale ${SCALE}, Docusaurus ${VANILLA_VERSION}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)}`,
  );
  console.table(rows);
  const contentRows = {};
  for (const [name, pick] of builds) {
    const [o, c] = [pick(ours), pick(content)];
    if (!c) continue;
    contentRows[name] = {
      'plain with our content wall': seconds(c.ms),
      'ours / it': ratio(o?.ms, c.ms),
      'its RSS': `${c.peakRssMb} MB`,
      'ours / its RSS': ratio(o?.peakRssMb, c.peakRssMb),
      pages: c.pages,
    };
  }
  if (Object.keys(contentRows).length > 0) {
    console.log('Plain with our content (our twins and blog, no features of ours):');
    console.table(contentRows);
  }
  for (const [name, site] of [
    ['ours', ours],
    ['plain', plain],
    ['plain with our content', content],
  ]) {
    if (!site) continue;
    for (const build of ['cold', 'rebuild']) {
      const result = site[build];
      if (!result) continue;
      const table = {};
      for (const [phase, ms] of Object.entries(result.phases))
        table[`Docusaurus: ${phase}`] = {ms, 'ms/page': (ms / result.pages).toFixed(2)};
      for (const step of result.steps)
        table[step.step] = {
          ms: step.ms,
          'ms/page': step.pages ? (step.ms / step.pages).toFixed(2) : '',
          pages: step.pages ?? '',
        };
      console.log(`${name}, ${build} build, per step (${result.pages} pages):`);
      console.table(table);
    }
  }
}

async function main() {
  const workDir = path.resolve(args['work-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-')));
  const vanillaDir = scaffoldVanillaSite(
    path.resolve(args['vanilla-dir'] ?? path.join(os.tmpdir(), 'docusaurus-vanilla')),
  );
  const oursDir = path.join(workDir, 'ours');
  const plainDir = path.join(workDir, 'plain');
  const contentDir = path.join(workDir, 'content');
  // `--only content` reuses the work folder of an earlier run, whose build of ours holds the twins.
  if (args.only !== 'content') {
    copySite(root, oursDir);
    scaleOurSite(oursDir);
  }
  const counts = countOurPages(oursDir);
  copySite(vanillaDir, plainDir);
  fillPlainSite(plainDir, counts);
  console.log(`Both sites: ${counts.docs} docs, ${counts.posts} blog posts and releases (scale ${SCALE}).`);

  const runs = (site) => !args.only || args.only === site;
  const results = {
    date: new Date().toISOString(),
    label: args.label,
    scale: SCALE,
    machine: {cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => Number(load.toFixed(2)))},
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).stdout.trim(),
    counts,
    ours: runs('ours') ? await measureSite(oursDir, 'ours') : undefined,
    plain: runs('plain') ? await measureSite(plainDir, 'plain') : undefined,
    content: undefined,
  };
  if (runs('content')) {
    // After ours: its build holds the twins.
    copySite(vanillaDir, contentDir);
    fillContentSite(contentDir, path.join(oursDir, 'build'));
    results.content = await measureSite(contentDir, 'content');
  }
  const previous = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : [];
  fs.mkdirSync(path.dirname(resultsFile), {recursive: true});
  fs.writeFileSync(resultsFile, `${JSON.stringify([...previous, results], null, 2)}\n`);
  printResults(results);
  console.log(`Written to ${path.relative(root, resultsFile)}; the sites stay in ${workDir}.`);
}

await main();
