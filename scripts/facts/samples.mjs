// The sample check of the content check: config, plugin-options, sidebars, `_category_` and front-matter samples
// (code blocks) are validated by the real Joi schemas of the page's version, rebuilt with `Joi.build()` from the
// descriptions extract.mjs recorded (src/data/facts/<version>.json → schemas). Nothing is installed or fetched.
//
// Which block is which: a block titled `docusaurus.config.*` (or a JS block that assigns `module.exports = {…}` /
// `export default {…}` with config keys) is a config sample; `sidebars.*` a sidebars sample; `_category_.*` a
// category file; a Markdown/MDX/YAML block that starts with `---` a front-matter sample, of the blog plugin under
// `blog/`, the pages plugin under `src/pages/`, else the docs plugin (or the kind the page is about).
// Meta words: `wrong` — the sample is deliberately wrong and must fail a check; `fragment` — a piece of a file that
// cannot run on its own (a bare `...` elision), not validated. A sample that does not parse and is not marked
// `fragment` fails.
import vm from 'node:vm';
import Joi from 'joi';
import yaml from 'js-yaml';
import ts from 'typescript';
import {loadFacts} from '../content-check.mjs';

/** Fenced code blocks of a page: language, meta, body and the line number of the opening fence. */
export function codeBlocks(source) {
  const blocks = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/);
    if (!open) continue;
    const fence = open[2];
    const body = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j].match(/^\s*(`{3,}|~{3,})\s*$/);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j].slice(open[1].length));
    }
    blocks.push({lang: open[3], meta: open[4], body: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

const titleOf = (meta) => meta.match(/title=(["'])(.*?)\1/)?.[2] ?? '';
export const isWrong = (block) => /(^|\s)wrong(\s|$)/.test(block.meta);
export const isFragment = (block) => /(^|\s)fragment(\s|$)/.test(block.meta);

const schemaCache = new Map();
/** A rebuilt schema of a version, by its path in facts.schemas (`siteConfig`, `plugins.x.options`, …). */
function schema(version, key) {
  const id = `${version} ${key}`;
  if (!schemaCache.has(id)) {
    const desc = key.split('.').reduce((o, k) => o?.[k], loadFacts(version).schemas);
    schemaCache.set(id, desc ? Joi.build(desc) : null);
  }
  return schemaCache.get(id);
}

/** The kind of sample a block is, or null. */
export function sampleKind(block, subjectKind) {
  const title = titleOf(block.meta);
  const js = /^(js|jsx|ts|tsx|javascript|typescript)$/.test(block.lang);
  if (js && /(^|\/)docusaurus\.config\.[cm]?[jt]s\b/.test(title)) return 'config';
  if (js && /(^|\/)sidebars\.[cm]?[jt]s\b/.test(title)) return 'sidebars';
  if (/(^|\/)_category_\.(json|ya?ml)\b/.test(title)) return 'category';
  if (js && !title && /^(module\.exports\s*=|export default)\s*\{/m.test(block.body)) {
    if (/^\s{2}(presets|themeConfig|plugins|baseUrl|i18n)\s*:/m.test(block.body)) return 'config';
  }
  if (/^(md|mdx|markdown|yaml|yml)$/.test(block.lang) && /^---\n[\s\S]*?\n---(\n|$)/.test(block.body)) {
    if (/(^|\/)blog\//.test(title)) return 'frontMatter:blog';
    if (/(^|\/)src\/pages\//.test(title)) return 'frontMatter:pages';
    if (/(^|\/)(docs|versioned_docs|community)\//.test(title)) return 'frontMatter:docs';
    return `frontMatter:${subjectKind ?? 'docs'}`;
  }
  return null;
}

/**
 * Something a `require()` of a sample may return: prism themes are objects, everything else a callable stub whose
 * every property is the stub again (`fs.promises.readFile`, `require('remark-math').default`), but not a thenable.
 */
function requireStub(name) {
  if (/prism|themes?\//.test(name)) return {plain: {}, styles: []};
  const stub = new Proxy(function stub() {}, {
    get: (target, key) => {
      // `JSON.parse(await fs.readFile(…))` and template strings get an empty JSON object.
      if (key === 'toString' || key === 'valueOf' || key === Symbol.toPrimitive) return () => '{}';
      return key === 'then' || typeof key === 'symbol' ? undefined : stub;
    },
    apply: () => stub,
    construct: () => stub,
  });
  return stub;
}

/** Runs a JS/TS config or sidebars sample in a sandbox and returns what it exports. */
async function evaluate(block) {
  // A line holding only `...` (or `…`) elides the rest of an object or array: it becomes a comment.
  const body = block.body.replace(/^(\s*)(\.\.\.|…),?\s*$/gm, '$1/* … */');
  try {
    return await run(body, block.lang);
  } catch (error) {
    // An excerpt that is a list of properties (`docs: {…},`) is the inside of an object: wrapped, it runs.
    if (!/^\s*(async\s+)?[A-Za-z_$][\w$]*\s*[:(]/.test(body)) throw error;
    return {excerpt: await run(`module.exports = {\n${body}\n};`, block.lang)};
  }
}

async function run(body, lang) {
  const {outputText, diagnostics} = ts.transpileModule(body, {
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.React},
    reportDiagnostics: true,
    fileName: /^ts/.test(lang) ? 'sample.tsx' : 'sample.jsx',
  });
  if (diagnostics?.length) throw new SyntaxError(ts.flattenDiagnosticMessageText(diagnostics[0].messageText, ' '));
  const module = {exports: {}};
  const require = (name) => requireStub(name);
  require.resolve = (name) => `/site/node_modules/${name}`;
  const sandbox = {
    module,
    exports: module.exports,
    require,
    process: {env: {}, cwd: () => '/site'},
    __dirname: '/site',
  };
  sandbox.console = {log() {}, warn() {}, error() {}};
  vm.runInNewContext(outputText, sandbox, {timeout: 1000});
  let value = module.exports.default ?? module.exports;
  if (typeof value === 'function') value = value();
  return await value;
}

const PRESET_PARTS = {
  docs: 'plugin-content-docs',
  blog: 'plugin-content-blog',
  pages: 'plugin-content-pages',
  sitemap: 'plugin-sitemap',
  gtag: 'plugin-google-gtag',
  googleAnalytics: 'plugin-google-analytics',
  theme: 'theme-classic',
};

/** `@docusaurus/plugin-x`, `docusaurus-plugin-x` or `plugin-x` → `plugin-x`, if the facts know that package. */
function packageOf(name, facts) {
  const short = String(name)
    .replace(/^@docusaurus\//, '')
    .replace(/^docusaurus-/, '');
  return facts.schemas.plugins[short] ? short : null;
}

/**
 * Joi errors as {message, key} (the last path segment, to find the sample line). Samples may be partial: a
 * required field they leave out (the site's `title`, Algolia's `indexName`) is not an error.
 */
function joiErrors(result, label) {
  return (result.error?.details ?? [])
    .filter((d) => d.type !== 'any.required')
    .map((d) => ({
      message: `${label}: ${d.message}`,
      key: [...d.path].reverse().find((p) => typeof p === 'string'),
    }));
}

const validate = (s, value, options = {}) => s.validate(value, {abortEarly: false, presence: 'optional', ...options});

/**
 * The config an excerpt of properties belongs to: the site config's own keys, else the classic preset's options
 * (`docs`, `blog`, `theme`, …), else the theme config (`footer`, `navbar`), else the options of the plugin the page
 * is about.
 */
function placeExcerpt(excerpt, facts, subjectPlugin) {
  const keys = Object.keys(excerpt);
  const site = new Set(Object.keys(facts.schemas.siteConfig.keys));
  const preset = new Set(facts.presetClassic.map((f) => f.name));
  if (keys.every((k) => site.has(k))) return excerpt;
  if (keys.every((k) => preset.has(k))) return {presets: [['classic', excerpt]]};
  const theme = new Set(Object.values(facts.schemas.plugins).flatMap((p) => Object.keys(p.themeConfig?.keys ?? {})));
  if (keys.every((k) => theme.has(k))) return {themeConfig: excerpt};
  if (subjectPlugin && facts.schemas.plugins[subjectPlugin])
    return {plugins: [[`@docusaurus/${subjectPlugin}`, excerpt]]};
  return excerpt;
}

function configErrors(value, version, ownThemeConfig, subjectPlugin) {
  const facts = loadFacts(version);
  const errors = [];
  const config = value?.excerpt ? placeExcerpt(value.excerpt, facts, subjectPlugin) : value;
  if (!config || typeof config !== 'object') return [{message: 'the sample exports no config object'}];
  // A sample shows the fields it is about: the site's required `title`, `url` and `baseUrl` may be left out.
  const site = validate(schema(version, 'siteConfig'), config);
  errors.push(...joiErrors(site, 'site config'));
  const plugin = (name, options, label) => {
    if (options === false || options === undefined || !facts.schemas.plugins[name]?.options) return;
    errors.push(...joiErrors(validate(schema(version, `plugins.${name}.options`), options), label));
  };
  for (const entry of config.presets ?? []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (!/^(classic|@docusaurus\/preset-classic)$/.test(name) || !options) continue;
    const known = new Set(facts.presetClassic.map((f) => f.name));
    for (const [key, value] of Object.entries(options)) {
      if (!known.has(key)) errors.push({message: `preset-classic: "${key}" is not an option of the preset`, key});
      else if (PRESET_PARTS[key]) plugin(PRESET_PARTS[key], value, `preset-classic ${key}`);
    }
  }
  for (const entry of [...(config.plugins ?? []), ...(config.themes ?? [])]) {
    if (!Array.isArray(entry)) continue;
    const name = packageOf(entry[0], facts);
    if (name) plugin(name, entry[1], name);
  }
  if (config.themeConfig && typeof config.themeConfig === 'object') {
    const themes = Object.entries(facts.schemas.plugins).filter(([, s]) => s.themeConfig);
    const topKeys = new Set(themes.flatMap(([, s]) => Object.keys(s.themeConfig.keys ?? {})));
    // A page about writing a theme validates its own theme-config keys (`validateThemeConfig`).
    for (const key of ownThemeConfig ? [] : Object.keys(config.themeConfig)) {
      if (!topKeys.has(key)) errors.push({message: `themeConfig: "${key}" is a key of no theme`, key});
    }
    for (const [name] of themes) {
      const own = Object.keys(facts.schemas.plugins[name].themeConfig.keys ?? {});
      // A theme validates its own keys; the others belong to other themes (the real validator allows them).
      const part = Object.fromEntries(Object.entries(config.themeConfig).filter(([k]) => own.includes(k)));
      if (!Object.keys(part).length) continue;
      errors.push(...joiErrors(validate(schema(version, `plugins.${name}.themeConfig`).unknown(), part), name));
    }
  }
  return errors;
}

/** Sidebar items as the docs plugin normalizes them before validating: doc-id strings and `{Label: [items]}`. */
function normalizeItems(items) {
  return items.flatMap((item) => {
    // A `require()`d part of a sidebar is another file: not validated here.
    if (typeof item === 'function') return [];
    if (typeof item === 'string') return [{type: 'doc', id: item}];
    if (item && typeof item === 'object' && !item.type) {
      return Object.entries(item).map(([label, sub]) => ({type: 'category', label, items: sub}));
    }
    return [item];
  });
}

function sidebarsErrors(sidebars, version) {
  const errors = [];
  const itemSchema = schema(version, 'sidebarItem');
  const visit = (items) => {
    for (const item of normalizeItems(Array.isArray(items) ? items : [items])) {
      const {items: children, ...rest} = item;
      const checked = item.type === 'category' ? {...rest, items: []} : item;
      errors.push(...joiErrors(itemSchema.validate(checked, {abortEarly: false}), 'sidebar item'));
      if (item.type === 'category' && Array.isArray(children)) visit(children);
    }
  };
  if (!sidebars || typeof sidebars !== 'object') return [{message: 'the sample exports no sidebars object'}];
  for (const sidebar of Object.values(sidebars)) {
    if (Array.isArray(sidebar)) visit(sidebar);
    else if (sidebar && typeof sidebar === 'object') visit([sidebar]);
  }
  return errors;
}

/** The line of a sample where `key` first appears, else the line after its fence. */
function lineOf(block, key) {
  const lines = block.body.split('\n');
  const index = key
    ? lines.findIndex((l) => new RegExp(`(^|[^\\w-])${key.replace(/[$.*+?^(){}|[\]\\]/g, '\\$&')}\\b`).test(l))
    : -1;
  return block.line + 1 + Math.max(index, 0);
}

/**
 * Problems of a page's samples (`line N: …`) and what was validated. A sample marked `wrong` must produce at least
 * one error (and its errors are not problems).
 */
export async function sampleProblems(source, version, subjectKind, subjectPlugin) {
  const problems = [];
  let validated = 0;
  let skipped = 0;
  for (const block of codeBlocks(source)) {
    const kind = sampleKind(block, subjectKind);
    if (!kind) continue;
    if (isFragment(block)) {
      skipped++;
      continue;
    }
    let errors;
    try {
      errors = await sampleErrors(block, kind, version, source, subjectPlugin);
    } catch (error) {
      errors = [{message: `sample does not run (${error.message.split('\n')[0]}); mark a partial sample \`fragment\``}];
    }
    validated++;
    const label = `${titleOf(block.meta) || kind} sample (${version} schema)`;
    if (isWrong(block)) {
      if (!errors.length) problems.push(`line ${block.line}: ${label} is marked \`wrong\` but passes validation`);
      continue;
    }
    for (const e of errors) problems.push(`line ${lineOf(block, e.key)}: ${label}: ${e.message}`);
  }
  return {problems, validated, skipped};
}

async function sampleErrors(block, kind, version, source, subjectPlugin) {
  if (kind === 'config') {
    return configErrors(await evaluate(block), version, /validateThemeConfig/.test(source), subjectPlugin);
  }
  if (kind === 'sidebars') return sidebarsErrors(await evaluate(block), version);
  if (kind === 'category') {
    const value = /json/.test(block.lang) ? JSON.parse(block.body) : yaml.load(block.body);
    return joiErrors(schema(version, 'categoryMetadata').validate(value, {abortEarly: false}), '_category_ file');
  }
  const fmKind = kind.split(':')[1];
  const text = block.body.match(/^---\n([\s\S]*?)\n---/)[1];
  const value = yaml.load(text) ?? {};
  const fmSchema = schema(version, `frontMatter.${fmKind}`);
  const label = `${fmKind} front matter`;
  // The plugins let unknown keys through (and ignore them): a sample that shows one misleads, so it is an error here.
  const keys = new Set(
    loadFacts(version).schemas.frontMatter[fmKind].keys
      ? Object.keys(loadFacts(version).schemas.frontMatter[fmKind].keys)
      : [],
  );
  const ignored = Object.keys(value)
    .filter((k) => !keys.has(k))
    .map((key) => ({message: `${label}: "${key}" is not a ${fmKind} front-matter key (the plugin ignores it)`, key}));
  return [...ignored, ...joiErrors(fmSchema.validate(value, {abortEarly: false, allowUnknown: true}), label)];
}
