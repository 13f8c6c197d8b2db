// Checks the framework docs for stubs, placeholder words and API option names
// that the installed packages do not know. Run: node scripts/content-check.mjs [files…]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const MIN_PROSE_WORDS = 150;
const PLACEHOLDERS = /\b(TODO|lorem|coming soon|TBD)\b/i;
// An option documented for a 2.x release that no longer exists in the installed 3.x packages.
const BETA_ONLY_MARK = '(2.0.0-beta.23 only)';
const BETA_ONLY_PATTERN = /\((2\.0\.0-beta\.\d+|2\.x) only\)/;

// Which installed sources hold the option schema each API page documents.
const OPTION_SOURCES = {
  'api/docusaurus-config': ['@docusaurus/core/lib/server/configValidation.js', '@docusaurus/types/src/config.d.ts'],
  cli: ['@docusaurus/core/bin/docusaurus.mjs', '@docusaurus/core/lib/commands/cli.js'],
  'api/themes/configuration': ['@docusaurus/theme-classic/lib/options.js', '@docusaurus/theme-common/lib'],
  'api/themes/theme-classic': ['@docusaurus/theme-classic/lib/options.js', '@docusaurus/theme-common/lib'],
  'api/themes/theme-live-codeblock': ['@docusaurus/theme-live-codeblock/lib/validateThemeConfig.js'],
  'api/themes/theme-search-algolia': ['@docusaurus/theme-search-algolia/lib/validateThemeConfig.js'],
  'api/plugins/plugin-google-analytics': ['@docusaurus/plugin-google-analytics/lib/index.js'],
  'api/misc/create-docusaurus': ['create-docusaurus/bin/index.js', 'create-docusaurus/lib/index.js'],
};

export function optionSourcesFor(docId) {
  if (OPTION_SOURCES[docId]) return OPTION_SOURCES[docId];
  const plugin = docId.match(/^api\/plugins\/(plugin-[a-z-]+)$/);
  if (plugin) return [`@docusaurus/${plugin[1]}/lib/options.js`, `@docusaurus/${plugin[1]}/src/plugin-${plugin[1].slice(7)}.d.ts`];
  return null;
}

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

/** Option names from the first column of tables whose header starts with "Option" or "Name". */
export function tableOptionNames(source) {
  const names = [];
  let inOptionTable = false;
  for (const line of stripFrontMatter(source).split('\n')) {
    if (!line.trim().startsWith('|')) {
      inOptionTable = false;
      continue;
    }
    const firstCell = line.split('|')[1]?.trim() ?? '';
    if (/^(Option|Name|Flag)\b/i.test(firstCell)) {
      inOptionTable = true;
      continue;
    }
    if (!inOptionTable || /^:?-+:?$/.test(firstCell)) continue;
    const code = firstCell.match(/^`([^`]+)`/);
    if (code) names.push({name: code[1], betaOnly: BETA_ONLY_PATTERN.test(firstCell)});
  }
  return names;
}

function readSources(specs) {
  const texts = [];
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory()) fs.readdirSync(p).forEach((f) => visit(path.join(p, f)));
    else if (/\.(m?js|d\.ts)$/.test(p)) texts.push(fs.readFileSync(p, 'utf8'));
  };
  specs.forEach((s) => visit(path.join(root, 'node_modules', s)));
  return texts.join('\n');
}

/** Identifiers of a documented option, e.g. `navbar.items[].docId` → navbar, items, docId; `--out-dir` → outDir. */
export function optionIdentifiers(name) {
  const flag = name.match(/^--?([a-z][\w-]*)/i);
  if (flag) return [flag[1], flag[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase())];
  return name
    .split(/[.[\]\s=:(]+/)
    .map((s) => s.replace(/[^\w$-]/g, ''))
    .filter((s) => /^[A-Za-z_$][\w$]*$/.test(s));
}

export function unknownOptions(docId, source) {
  const specs = optionSourcesFor(docId);
  if (!specs) return [];
  const schema = readSources(specs);
  if (!schema) return [`no installed sources found for ${docId}: ${specs.join(', ')}`];
  return tableOptionNames(source)
    .filter(({betaOnly}) => !betaOnly)
    .filter(({name}) => {
      const ids = optionIdentifiers(name);
      if (name.startsWith('-')) return !ids.some((id) => schema.includes(id));
      return ids.length === 0 || !ids.every((id) => new RegExp(`\\b${id.replace(/\$/g, '\\$')}\\b`).test(schema));
    })
    .map(({name}) => name);
}

export function docIdOf(file, docsDir) {
  return path.relative(docsDir, file).replace(/\.mdx?$/, '');
}

export function checkDoc(file, docsDir) {
  const source = fs.readFileSync(file, 'utf8');
  const problems = [];
  const words = proseWords(source);
  if (words < MIN_PROSE_WORDS) problems.push(`only ${words} words of prose (minimum ${MIN_PROSE_WORDS})`);
  const placeholder = stripFrontMatter(source).match(PLACEHOLDERS);
  if (placeholder) problems.push(`placeholder text "${placeholder[0]}"`);
  for (const name of unknownOptions(docIdOf(file, docsDir), source)) {
    problems.push(`option \`${name}\` is not in the installed package's schema (mark it "${BETA_ONLY_MARK}" if it only existed then)`);
  }
  return {file: path.relative(root, file), words, problems};
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

/** The docs folder a file belongs to, so its id (and thus its option source) is known. */
export function docsDirOf(file) {
  return contentDirs().find((dir) => file.startsWith(`${dir}${path.sep}`)) ?? path.dirname(file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : contentDirs().flatMap(listDocs);
  let failed = 0;
  for (const file of files) {
    const {file: rel, words, problems} = checkDoc(file, docsDirOf(file));
    if (problems.length) failed++;
    console.log(`${problems.length ? 'FAIL' : 'ok  '} ${rel} (${words} words)${problems.map((p) => `\n     - ${p}`).join('')}`);
  }
  process.exit(failed ? 1 : 0);
}
