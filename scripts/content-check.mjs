// Checks the framework docs for stubs and placeholder words, and every option, front-matter and CLI table row
// against the facts of the version the page documents (src/data/facts/<version>.json, see scripts/facts/).
// Run: node scripts/content-check.mjs [files…]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {identifierProblems, subjectKinds} from './facts/identifiers.mjs';
import {sampleProblems} from './facts/samples.mjs';
import {typecheckVersion} from './facts/typecheck.mjs';
import {observationProblems} from './lib/observations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MIN_PROSE_WORDS = 150;
const PLACEHOLDERS = /\b(TODO|lorem|coming soon|TBD)\b/i;
// docs/ documents the unreleased 2.0.0-beta.23; rc.1, the release that followed beta.22, stands in for it.
export const CURRENT_FACTS = '2.0.0-rc.1';

export function stripFrontMatter(source) {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

export function proseWords(source) {
  const text = stripFrontMatter(source)
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;
}

/** Cells of a Markdown table line; `\|` inside a cell stays part of it. */
export function tableCells(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

const OPTION_HEADER = /^(Option|Name|Flag|Field|Key)\b/i;

/**
 * Rows of option tables (first header cell Option, Name, Flag, Field or Key): the option name (first code span
 * of the first cell), its Type and Default cells when the table has them, the line and the nearest heading above.
 */
export function optionRows(source) {
  const rows = [];
  let columns = null;
  let heading = '';
  const lines = source.split('\n');
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const h = line.match(/^#{2,6}\s+(.*)$/);
    if (h) heading = h[1];
    if (!line.trim().startsWith('|')) {
      columns = null;
      return;
    }
    const cells = tableCells(line);
    if (!columns) {
      columns = OPTION_HEADER.test(cells[0]) ? cells.map((c) => c.toLowerCase()) : [];
      return;
    }
    if (!columns.length || cells.every((c) => /^:?-+:?$/.test(c))) return;
    const code = cells[0].match(/`([^`]+)`/);
    if (!code) return;
    const cell = (name) => (columns.indexOf(name) >= 0 ? cells[columns.indexOf(name)] : undefined);
    rows.push({name: code[1], type: cell('type'), default: cell('default'), line: index + 1, heading});
  });
  return rows;
}

const factsCache = new Map();

/** The committed facts of one version. */
export function loadFacts(version) {
  if (!factsCache.has(version)) {
    const file = path.join(root, 'src/data/facts', `${version}.json`);
    factsCache.set(version, JSON.parse(fs.readFileSync(file, 'utf8')));
  }
  return factsCache.get(version);
}

/** Every version with committed facts: pages of one are told when an identifier belongs to another. */
export function documentedVersions() {
  return fs
    .readdirSync(path.join(root, 'src/data/facts'))
    .filter((f) => /^\d.*\.json$/.test(f))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

/** The facts version of a page: its versioned_docs folder, else the current docs' stand-in. */
export function factsVersionOf(file) {
  const rel = path.relative(root, path.resolve(file)).split(path.sep);
  const versioned = rel[0] === 'versioned_docs' && rel[1]?.match(/^version-(.+)$/);
  return versioned ? versioned[1] : CURRENT_FACTS;
}

/**
 * The fact sets a page documents, by doc id. Each is {label, facts} for options, or {label, cli} for a program's
 * commands. Pages not listed here have no option tables to check, except blog posts (checked against everything).
 */
export function scopesFor(docId, facts) {
  const plugin = (name) => ({label: `${name} options`, facts: facts.plugins[name]?.options ?? []});
  const themeConfig = (name) => ({label: `${name} themeConfig`, facts: facts.plugins[name]?.themeConfig ?? []});
  const frontMatter = (kind) => ({label: `${kind} front matter`, facts: facts.frontMatter[kind]});
  const site = {label: 'site config', facts: facts.siteConfig};
  const preset = {label: 'preset-classic options', facts: facts.presetClassic};
  const pages = {
    'api/docusaurus-config': [site],
    'api/plugins/plugin-content-docs': [plugin('plugin-content-docs'), frontMatter('docs')],
    'api/plugins/plugin-content-blog': [plugin('plugin-content-blog'), frontMatter('blog')],
    'api/plugins/plugin-content-pages': [plugin('plugin-content-pages'), frontMatter('pages')],
    'api/plugins/plugin-debug': [plugin('plugin-debug'), preset],
    'api/plugins/index': [preset],
    'api/themes/theme-classic': [plugin('theme-classic'), themeConfig('theme-classic')],
    'api/themes/configuration': [themeConfig('theme-classic')],
    'api/themes/theme-live-codeblock': [themeConfig('theme-live-codeblock')],
    'api/themes/theme-search-algolia': [themeConfig('theme-search-algolia')],
    'api/misc/create-docusaurus': [
      {label: 'create-docusaurus', cli: {'create-docusaurus': facts.cli['create-docusaurus']}},
    ],
    'api/misc/eslint-plugin/no-untranslated-text': [
      {
        label: 'no-untranslated-text options',
        facts: facts.eslintPlugin.rules['no-untranslated-text'].options.map((name) => ({name})),
      },
    ],
    cli: [{label: 'docusaurus CLI', cli: facts.cli.docusaurus}],
    'create-doc': [frontMatter('docs')],
    blog: [plugin('plugin-content-blog'), frontMatter('blog')],
    'docs-multi-instance': [plugin('plugin-content-docs')],
    'i18n/introduction': [site],
    swizzling: [{label: 'docusaurus CLI', cli: facts.cli.docusaurus}],
  };
  if (pages[docId]) return pages[docId];
  const pluginPage = docId.match(/^api\/plugins\/(plugin-[a-z-]+)$/);
  if (pluginPage) return [plugin(pluginPage[1])];
  return [];
}

/** Facts whose name is the row's name, or ends with it below a parent (`items[].label`, `localeConfigs.*.label`). */
export function matchingFacts(name, facts) {
  const bare = name
    .replace(/^themeConfig\./, '')
    .replace(/\(.*$/, '')
    .trim();
  return facts.filter((f) => f.name === bare || f.name.endsWith(`.${bare}`) || f.name.endsWith(`]${bare}`));
}

/** Joi types (and literal values) a Type cell names; `null` for a named type that could be anything. */
export function documentedTypes(cell) {
  const types = new Set();
  const literals = [];
  let named = false;
  const text = cell.replace(/`/g, '').trim();
  // Split on top-level `|` only, so `(string | {label})[]` stays one array type.
  let depth = 0;
  let part = '';
  const parts = [];
  for (const ch of text) {
    if ('([{<'.includes(ch)) depth++;
    if (')]}>'.includes(ch)) depth--;
    if (ch === '|' && depth === 0) {
      parts.push(part.trim());
      part = '';
    } else part += ch;
  }
  parts.push(part.trim());
  for (const p of parts) {
    if (/^(['"]).*\1$/.test(p)) {
      types.add('string');
      literals.push(p.slice(1, -1));
    } else if (/\[\]$|^Array</.test(p)) types.add('array');
    else if (p === 'string' || p === 'number' || p === 'object' || p === 'function' || p === 'null') types.add(p);
    else if (p === 'boolean' || p === 'true' || p === 'false') types.add('boolean');
    else if (/^\{.*\}$|^Record</.test(p)) types.add('object');
    else if (/=>/.test(p)) types.add('function');
    else if (p === 'undefined' || p === '') continue;
    else named = true;
  }
  return {types, literals, named};
}

/** The value of a Default cell written as one code span (`'docs'`, `true`, `[]`), or undefined when it is prose. */
export function documentedDefault(cell) {
  const code = cell?.trim().match(/^`([^`]*)`$/);
  if (!code) return undefined;
  const text = code[1].trim();
  if (text === 'undefined') return {value: undefined};
  try {
    return {value: JSON.parse(text.replace(/'((?:[^'\\]|\\.)*)'/g, (_, s) => JSON.stringify(s.replace(/\\'/g, "'"))))};
  } catch {
    return {raw: text};
  }
}

const show = (v) => (v === undefined ? 'no default' : JSON.stringify(v));

/** Problems of one option row against the facts it matched. */
function checkOptionRow(row, matches, where) {
  const problems = [];
  const fact = matches[0];
  if (row.type !== undefined && fact.type && !fact.type.includes('any')) {
    const {types, literals, named} = documentedTypes(row.type);
    const typeCell = row.type.replace(/`/g, '');
    // YAML front matter writes a Joi date as a string.
    const accepts = (m, t) => m.type.includes(t) || (t === 'string' && m.type.includes('date'));
    const extra = [...types].filter((t) => !matches.some((m) => accepts(m, t)));
    const accepted = fact.type.join(' | ');
    if (extra.length) {
      problems.push(`${where}: type \`${typeCell}\` names ${extra.join(', ')}, the schema accepts ${accepted}`);
    }
    const missing = fact.type.filter((t) => t !== 'null' && !types.has(t) && !(t === 'date' && types.has('string')));
    if (!named && !extra.length && missing.length && types.size) {
      problems.push(`${where}: type \`${typeCell}\` leaves out ${missing.join(', ')}, the schema accepts ${accepted}`);
    }
    if (fact.allowed && literals.length) {
      const unknown = literals.filter((l) => !fact.allowed.includes(l));
      const left = fact.allowed.filter((a) => typeof a === 'string' && !literals.includes(a));
      if (unknown.length || left.length) {
        const schemaValues = fact.allowed.join(', ');
        problems.push(`${where}: allowed values ${literals.join(', ')} differ from the schema's ${schemaValues}`);
      }
    }
  }
  const doc = documentedDefault(row.default);
  const withDefault = matches.filter((m) => m.default !== undefined);
  // A default the schema does not declare is applied in code (or is behaviour): nothing to compare it with here.
  const comparable = withDefault.filter((m) => !String(m.default).startsWith('['));
  const agrees = comparable.some((m) => JSON.stringify(m.default) === JSON.stringify(doc?.value));
  if (doc && !doc.raw && comparable.length && !agrees) {
    const schemaDefault = show(comparable[0].default);
    problems.push(`${where}: documented default ${show(doc.value)}, the schema's default is ${schemaDefault}`);
  }
  return problems;
}

/** Problems of one CLI flag row: the command (from the heading above) must have the flag with the same default. */
function checkCliRow(row, cli, where) {
  const heading = row.heading.replace(/`/g, '');
  const words = heading.split(/\s+/);
  const command = Object.keys(cli).find((c) => words.includes(c));
  const commands = command ? [command] : Object.keys(cli);
  const flag = row.name.match(/--?[a-zA-Z][\w-]*/g)?.find((f) => f.startsWith('--')) ?? row.name.split(/[ ,]/)[0];
  const options = commands.flatMap((c) => cli[c].options.map((o) => ({...o, command: c})));
  const found = options.filter((o) => o.name === flag || o.short === flag || o.name === flag.replace(/^--no-/, '--'));
  if (!found.length) {
    return [`${where}: \`${flag}\` is not an option of ${command ? `\`${command}\`` : 'any command'}`];
  }
  const doc = documentedDefault(row.default);
  const stated = found.find((o) => o.default !== undefined);
  if (doc && stated) {
    const text = doc.raw ?? String(doc.value);
    const factText = stated.default.replace(/^"(.*)"$/, '$1');
    if (text !== factText && !factText.startsWith(`${text},`)) {
      return [`${where}: documented default \`${text}\`, the CLI's help says ${stated.default}`];
    }
  }
  return [];
}

/** Every option, front-matter and CLI row of a page checked against the facts of its version. */
export function factProblems(docId, source, version, {allScopes = false} = {}) {
  const facts = loadFacts(version);
  const scopes = allScopes ? allScopesOf(facts) : scopesFor(docId, facts);
  if (!scopes.length) return [];
  const problems = [];
  for (const row of optionRows(source)) {
    const where = `line ${row.line}, row \`${row.name}\``;
    const cliScopes = scopes.filter((s) => s.cli);
    if (/^-/.test(row.name) && cliScopes.length) {
      problems.push(...checkCliRow(row, Object.assign({}, ...cliScopes.map((s) => s.cli)), where));
      continue;
    }
    const factScopes = scopes.filter((s) => s.facts);
    if (!factScopes.length) continue;
    const matches = factScopes.flatMap((s) => matchingFacts(row.name, s.facts));
    if (!matches.length) {
      problems.push(`${where}: not a key of ${factScopes.map((s) => s.label).join(' or ')} in ${version}`);
      continue;
    }
    problems.push(...checkOptionRow(row, matches, where));
  }
  return problems;
}

function allScopesOf(facts) {
  return [
    {label: 'site config', facts: facts.siteConfig},
    ...Object.entries(facts.plugins).flatMap(([name, p]) => [
      {label: `${name} options`, facts: p.options},
      {label: `${name} themeConfig`, facts: p.themeConfig ?? []},
    ]),
    ...Object.entries(facts.frontMatter).map(([kind, f]) => ({label: `${kind} front matter`, facts: f})),
    {label: 'preset-classic options', facts: facts.presetClassic},
    {label: 'docusaurus CLI', cli: facts.cli.docusaurus},
  ];
}

export function docIdOf(file, docsDir) {
  return path.relative(docsDir, file).replace(/\.mdx?$/, '');
}

/** A doc page: prose, placeholders and facts. A blog post (`{post: true}`): placeholders and facts. */
export async function checkDoc(file, docsDir, {post = false} = {}) {
  const source = fs.readFileSync(file, 'utf8');
  const problems = [];
  const words = proseWords(source);
  if (!post && words < MIN_PROSE_WORDS) problems.push(`only ${words} words of prose (minimum ${MIN_PROSE_WORDS})`);
  const placeholder = stripFrontMatter(source).match(PLACEHOLDERS);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  const docId = docIdOf(file, docsDir);
  const version = factsVersionOf(file);
  problems.push(...factProblems(docId, source, version, {allScopes: post}));
  const identifiers = identifierProblems(docId, source, version, documentedVersions());
  problems.push(...identifiers.problems);
  const subjectPlugin = docId.match(/^api\/(?:plugins|themes)\/((?:plugin|theme)-[a-z-]+)$/)?.[1];
  const samples = await sampleProblems(source, version, subjectKinds(docId)?.[0], subjectPlugin);
  problems.push(...samples.problems);
  // Behaviour sentences citing the lab's observations (scripts/lab/run.mjs) must agree with them.
  problems.push(...observationProblems(file, source, version));
  const stats = {identifiers: identifiers.checked, validated: samples.validated, fragments: samples.skipped};
  return {file: path.relative(root, file), words, problems, stats};
}

export function listDocs(dir) {
  const out = [];
  const visit = (p) => {
    for (const entry of fs.readdirSync(p, {withFileTypes: true})) {
      const full = path.join(p, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  if (fs.existsSync(dir)) visit(dir);
  return out.sort();
}

/** Every docs folder whose pages must be real content: current, each frozen version, community. */
export function contentDirs() {
  const versioned = path.join(root, 'versioned_docs');
  const versions = fs.existsSync(versioned) ? fs.readdirSync(versioned).map((v) => path.join(versioned, v)) : [];
  return [path.join(root, 'docs'), ...versions, path.join(root, 'community')];
}

export const BLOG_DIR = path.join(root, 'blog');

/** The docs folder a file belongs to, so its id (and thus its option source) is known. */
export function docsDirOf(file) {
  return contentDirs().find((dir) => file.startsWith(`${dir}${path.sep}`)) ?? path.dirname(file);
}

/**
 * The TS/JS samples of many pages type-checked, one program per version: {file → [`line N: …`]} and the number of
 * samples checked per version.
 */
export function typecheckPages(files) {
  const byVersion = new Map();
  for (const file of files) {
    const version = factsVersionOf(file);
    if (!byVersion.has(version)) byVersion.set(version, []);
    byVersion.get(version).push({file, source: fs.readFileSync(file, 'utf8')});
  }
  const problems = new Map();
  const checked = {};
  for (const [version, pages] of byVersion) {
    const result = typecheckVersion(version, pages);
    checked[version] = result.checked;
    for (const p of result.problems) {
      if (!problems.has(p.file)) problems.set(p.file, []);
      problems.get(p.file).push(`line ${p.line}: ${p.message}`);
    }
  }
  return {problems, checked};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files =
    process.argv.length > 2
      ? process.argv.slice(2).map((f) => path.resolve(f))
      : [...contentDirs().flatMap(listDocs), ...listDocs(BLOG_DIR)];
  const typed = typecheckPages(files);
  const totals = {};
  let failed = 0;
  for (const file of files) {
    const post = file.startsWith(`${BLOG_DIR}${path.sep}`);
    const result = await checkDoc(file, docsDirOf(file), {post});
    const {file: rel, words, stats} = result;
    const problems = [...result.problems, ...(typed.problems.get(file) ?? [])];
    const version = factsVersionOf(file);
    totals[version] ??= {
      pages: 0,
      identifiers: 0,
      validated: 0,
      fragments: 0,
      typeChecked: typed.checked[version] ?? 0,
    };
    totals[version].pages++;
    totals[version].identifiers += stats.identifiers;
    totals[version].validated += stats.validated;
    totals[version].fragments += stats.fragments;
    if (problems.length) failed++;
    // `file:line: problem` for problems that know their line, so editors and terminals can jump to them.
    const details = problems
      .map((p) => {
        const at = p.match(/^line (\d+)(?::|,) (.*)$/);
        return at ? `\n     ${rel}:${at[1]}: ${at[2]}` : `\n     - ${p}`;
      })
      .join('');
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${rel} (${words} words)${details}`);
  }
  for (const [version, t] of Object.entries(totals)) {
    console.log(
      `${version}: ${t.pages} pages, ${t.identifiers} identifiers checked, ${t.validated} samples validated ` +
        `(${t.fragments} fragments skipped), ${t.typeChecked} samples type-checked`,
    );
  }
  process.exit(failed ? 1 : 0);
}
