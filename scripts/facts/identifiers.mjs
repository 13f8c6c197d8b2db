// The identifier check of the content check: every identifier a page names in backticks (prose, any table shape,
// lists) that is a Docusaurus option, front-matter key, CLI command or flag, theme-config key, hook, component,
// client API or import path must exist in the facts of the page's version, in the place the page puts it.
//
// How a backticked word is attributed to a place:
// - `@theme/X`, `@theme-original/X`, `@theme-init/X`: a component some package of the version ships or declares.
// - `@docusaurus/X[/sub]`: an installed package, one of its entry points or a client module (`@docusaurus/Link`).
// - `useX`: a hook some module of the version exports (React's own hooks and hooks the page's samples define pass).
// - `--flag`: a flag of the CLI command the nearest heading or the same line names, else of any command.
// - `docusaurus <command>`: a command of the CLI.
// - dotted paths: `themeConfig.a.b` and paths whose root is a theme-config key → theme config; `siteConfig.a`,
//   and roots that are site-config objects (`i18n`, `markdown`, `future`) → site config; `feedOptions.x` → blog
//   options; `logger.x` → the logger's exports.
// - a key in a table or list introduced by text that mentions front matter: a front-matter key of every kind that
//   text names (docs, blog posts, Markdown pages), else of the page's subject.
// - any other camelCase or snake_case word: an error only when it is a Docusaurus identifier of another documented
//   version but not of this one (an option added later or removed).
// A line that speaks about other releases (Docusaurus 1 or 3, `2.x`, "added in", "removed", …) is history and may
// name identifiers of other versions.
import {loadFacts} from '../content-check.mjs';

/** Words in backticks that look like identifiers but are not Docusaurus ones; reviewed, keep it short. */
export const NOT_DOCUSAURUS = new Set([
  // React's hooks.
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useContext',
  'useMemo',
  'useCallback',
  'useRef',
  'useReducer',
  'useId',
  // remark-admonitions' own option, which 2.0.0-beta.21 passes through from `admonitions`.
  'customTypes',
  // Real 2.x packages the extractor does not install.
  '@docusaurus/migrate',
  '@docusaurus/remark-plugin-npm2yarn',
  '@docusaurus/init',
]);

/** Flags of other programs (npm, git, Node) that pages show next to Docusaurus commands. */
const OTHER_FLAGS =
  /^--(save|save-dev|save-exact|legacy-peer-deps|frozen-lockfile|immutable|prefer-offline|global|force|depth|branch|single-branch|template|typescript|skip-install|package-manager|dry-run|version|help|prod|production|omit|inspect|max-old-space-size|openssl-legacy-provider|no-verify)$/;

const HISTORY =
  /Docusaurus [13]\b|\bearly 2\.0|\bearl(y|ier) (2\.0 )?betas?\b|\bv[13]\b|\b2\.[1-9]\d*\b|\b3\.\d|\b2\.x\b|do(es)? not exist|not (yet )?(available|exist)|no longer|removed|renamed|deprecated|added in|introduced in|later (release|version)|\bupgrad|\bmigrat|replaced|legacy|before 2\.0|2\.0\.0-(alpha|beta\.(1\d|2[0-3])|rc)/i;

const norm = (name) => name.replace(/\[\]/g, '').replace(/\.\*/g, '');

const universes = new Map();

/** Every name the facts of one version hold, grouped by the place it belongs to. */
export function universe(version) {
  if (universes.has(version)) return universes.get(version);
  const facts = {
    modules: {},
    clientModules: {},
    installedPackages: [],
    themeComponents: {},
    types: {I18n: []},
    ...loadFacts(version),
  };
  const site = new Set(facts.siteConfig.map((f) => norm(f.name)));
  const theme = new Set(Object.values(facts.plugins).flatMap((p) => (p.themeConfig ?? []).map((f) => norm(f.name))));
  const options = Object.fromEntries(
    Object.entries(facts.plugins).map(([name, p]) => [name, new Set(p.options.map((f) => norm(f.name)))]),
  );
  const frontMatter = Object.fromEntries(
    Object.entries(facts.frontMatter).map(([kind, list]) => [kind, new Set(list.map((f) => norm(f.name)))]),
  );
  const modules = {...facts.modules, ...facts.clientModules};
  // ESLint rule ids (`@docusaurus/no-untranslated-text`) share the scope of the packages.
  const ruleIds = Object.keys(facts.eslintPlugin.rules).map((r) => `@docusaurus/${r}`);
  const moduleNames = new Set([...Object.keys(modules), ...facts.installedPackages, ...ruleIds]);
  const components = new Set(Object.values(facts.themeComponents).flat());
  for (const name of Object.keys(facts.modules)) {
    if (name.startsWith('@theme/')) components.add(name.slice('@theme/'.length));
  }
  const exported = new Set(Object.values(modules).flat());
  // `@docusaurus/useBaseUrl` and its kind export the hook as their default: the module's name is the hook's.
  for (const name of Object.keys(modules)) {
    const last = name.split('/').pop();
    if (/^use[A-Z]/.test(last)) exported.add(last);
  }
  const commands = facts.cli.docusaurus;
  const flags = new Set(
    [...Object.values(commands), facts.cli['create-docusaurus']].flatMap((c) =>
      c.options.flatMap((o) => [o.name, o.short].filter(Boolean)),
    ),
  );
  const leaves = new Set();
  const addPath = (p) => p.split('.').forEach((part) => leaves.add(part));
  [site, theme, ...Object.values(options), ...Object.values(frontMatter)].forEach((set) => set.forEach(addPath));
  Object.values(facts.types).forEach((list) => list.forEach((n) => leaves.add(n)));
  exported.forEach((n) => leaves.add(n));
  facts.logger.forEach((n) => leaves.add(n));
  facts.utilsValidation.forEach((n) => leaves.add(n));
  Object.keys(facts.eslintPlugin.rules).forEach((n) => leaves.add(n));
  Object.values(facts.eslintPlugin.rules).forEach((r) => r.options.forEach((n) => leaves.add(n)));
  facts.presetClassic.forEach((f) => leaves.add(f.name));
  Object.keys(commands).forEach((n) => leaves.add(n));
  const u = {
    version,
    facts,
    site,
    theme,
    options,
    frontMatter,
    modules,
    moduleNames,
    components,
    exported,
    commands,
    flags,
    leaves,
  };
  universes.set(version, u);
  return u;
}

/** Up to three names of `candidates` closest to `name` (shared prefix, then edit distance), for the message. */
export function closest(name, candidates) {
  const distance = (a, b) => {
    const d = Array.from({length: a.length + 1}, (_, i) => [i, ...Array(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
    }
    return d[a.length][b.length];
  };
  const lower = name.toLowerCase();
  return [...candidates]
    .map((c) => ({c, score: distance(lower, c.toLowerCase()) - (c.toLowerCase().includes(lower) ? 3 : 0)}))
    .sort((a, b) => a.score - b.score || a.c.localeCompare(b.c))
    .slice(0, 3)
    .map((x) => `\`${x.c}\``);
}

const instead = (name, candidates) => {
  const near = closest(name, candidates);
  return near.length ? `; it has ${near.join(', ')}` : '';
};

/** The prose lines of a page with their numbers: front matter, fenced code and MDX comments left out. */
export function proseLines(source) {
  const out = [];
  const lines = source.split('\n');
  let fence = null;
  let i = 0;
  if (lines[0] === '---') {
    i = lines.indexOf('---', 1) + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i];
    const f = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && !line.trim().slice(f[1].length)) fence = null;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    out.push({line: i + 1, text: line.replace(/\{\/\*.*?\*\/\}/g, '')});
  }
  return out;
}

/** Names that the page's own code samples define (functions, variables, components): the page's, not Docusaurus'. */
export function definedInSamples(source) {
  const names = new Set();
  for (const m of source.matchAll(/\b(?:function|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  // Components a page's own theme or site adds (`src/theme/AcmeBanner`, `<themePath>/AcmeBanner/index.js`).
  for (const m of source.matchAll(
    /(?:src\/theme|lib\/theme|<themePath>)\/([A-Z][\w/]*?)(?:\/index)?(?:\.[jt]sx?)?\b/g,
  )) {
    names.add(`@theme/${m[1]}`);
  }
  return names;
}

/** Front-matter kinds a sentence names, else null. */
function kindsNamed(text) {
  const kinds = [];
  if (/\bdocs?\b|\bdoc pages?\b|documents?\b/i.test(text)) kinds.push('docs');
  if (/\bblog\b|\bposts?\b/i.test(text)) kinds.push('blog');
  if (/Markdown pages|\bpages plugin|standalone pages|`src\/pages/i.test(text)) kinds.push('pages');
  return kinds.length ? kinds : null;
}

/** The front-matter kind a page is about, from its doc id. */
export function subjectKinds(docId) {
  if (/plugin-content-pages|creating-pages/.test(docId)) return ['pages'];
  if (/plugin-content-blog|(^|\/)blog$/.test(docId)) return ['blog'];
  if (/plugin-content-docs|create-doc|docs-introduction|sidebar\//.test(docId)) return ['docs'];
  return null;
}

/** The other documented versions' universes, to tell "added later / removed" from "never existed". */
function otherVersions(version, versions) {
  return versions.filter((v) => v !== version).map(universe);
}

const CAMEL_OR_SNAKE = /^[a-z][a-z0-9]*(?:[A-Z][a-zA-Z0-9]*)+$|^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * Problems of one page: `line N: \`identifier\` …` for each identifier that the version lacks or that sits in the
 * wrong place. `versions` are all documented versions (for "added later" messages).
 */
export function identifierProblems(docId, source, version, versions) {
  const u = universe(version);
  const others = otherVersions(version, versions);
  const own = definedInSamples(source);
  const problems = [];
  const counted = {checked: 0};
  let heading = '';
  let context = '';
  let tableContext = null;
  // Migration pages name Docusaurus 1 fields in the first column of their tables.
  const migration = docId.startsWith('migration/');
  for (const {line, text} of proseLines(source)) {
    const h = text.match(/^#{1,6}\s+(.*)$/);
    if (h) {
      heading = h[1];
      context = heading;
      tableContext = null;
      continue;
    }
    const isTable = text.trim().startsWith('|');
    const isList = /^\s*([-*]|\d+\.)\s+`/.test(text);
    if (!isTable && !isList && text.trim()) {
      context = `${heading} ${text}`;
      tableContext = null;
    }
    if ((isTable || isList) && tableContext === null) tableContext = context;
    const history = HISTORY.test(text);
    const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    const firstCell = isTable
      ? text
          .trim()
          .replace(/^\|/, '')
          .split(/(?<!\\)\|/)[0]
      : isList
        ? text
        : '';
    const keySpan = (firstCell.match(/`([^`]+)`/) ?? [])[1];
    for (const raw of spans) {
      const problem = checkSpan(raw, {
        u,
        others,
        own,
        heading,
        text,
        history: history || (migration && firstCell.includes(`\`${raw}\``)),
        docId,
      });
      if (problem === undefined) continue;
      counted.checked++;
      if (problem) problems.push(`line ${line}: ${problem}`);
    }
    // Keys of front-matter tables and lists: each must be a key of every kind the introducing text names.
    if (keySpan && tableContext && /front[ -]?matter/i.test(tableContext) && /^[a-z_][\w.[\]]*$/.test(keySpan)) {
      const kinds = kindsNamed(tableContext) ?? subjectKinds(docId);
      for (const kind of kinds ?? []) {
        const set = u.frontMatter[kind];
        if (set && !set.has(norm(keySpan)) && !history) {
          problems.push(
            `line ${line}: \`${keySpan}\` is not a ${kind} front-matter key in ${version}${instead(keySpan, set)}`,
          );
        }
      }
    }
  }
  return {problems, checked: counted.checked};
}

/**
 * One backticked span: undefined when it names no Docusaurus identifier (not counted), '' when it checks out,
 * else the problem.
 */
function checkSpan(raw, {u, others, own, heading, text, history, docId}) {
  const span = raw.replace(/\(\)$/, '').replace(/[:;,]$/, '');
  if (NOT_DOCUSAURUS.has(span)) return undefined;
  const laterOrEarlier = (test) => {
    const where = others.filter(test).map((o) => o.version);
    return where.length ? ` (${where.join(', ')} has it)` : '';
  };
  const theme = span.match(/^@theme(?:-original|-init)?\/([\w/.-]+)$/);
  // `@theme/X` and `@theme/Name` stand for any component.
  if (theme && /^(?:[A-Z]|Name|Component|\.\.\.)$/.test(theme[1])) return undefined;
  if (theme) {
    if (u.components.has(theme[1]) || own.has(`@theme/${theme[1]}`)) return '';
    if (history) return undefined;
    return `\`${span}\` is no theme component of ${version(u)}${laterOrEarlier((o) => o.components.has(theme[1]))}${instead(theme[1], u.components)}`;
  }
  const module = span.match(/^@docusaurus\/[\w.-]+(?:\/[\w.-]+)*$/);
  if (module) {
    if (u.moduleNames.has(span)) return '';
    if (history) return undefined;
    return `\`${span}\` is no module of ${version(u)}${laterOrEarlier((o) => o.moduleNames.has(span))}${instead(span, u.moduleNames)}`;
  }
  if (/^use[A-Z]\w*$/.test(span)) {
    if (u.exported.has(span) || own.has(span)) return '';
    if (history) return undefined;
    const hooks = [...u.exported].filter((n) => /^use[A-Z]/.test(n));
    return `hook \`${span}\` is exported by no module of ${version(u)}${laterOrEarlier((o) => o.exported.has(span))}${instead(span, hooks)}`;
  }
  // CSS custom properties (`--ifm-color-primary`) and flag prefixes (`--no-`) are no flags.
  const flag = span.match(/^(--[a-z][\w-]*[a-z0-9])(?:[ =].*)?$/);
  if (flag && !/^--(ifm|docusaurus|doc|docsearch|prism)-/.test(flag[1])) {
    const name = flag[1];
    const otherProgram = /\b(npm|yarn|pnpm|npx|git|node|docusaurus-migrate|create-docusaurus)\b/;
    if (
      OTHER_FLAGS.test(name) ||
      docId.startsWith('migration/') ||
      otherProgram.test(text.replace(/npx docusaurus|npm run|yarn docusaurus/g, ''))
    ) {
      return undefined;
    }
    // The command the line names, else the one the paragraph before it names, else the heading's.
    const names = (t) => Object.keys(u.commands).find((c) => new RegExp(`docusaurus ${c}\\b|\`${c}\` command`).test(t));
    const command = names(text) ?? names(heading);
    const positive = name.replace(/^--no-/, '--');
    const known = command
      ? u.commands[command].options.some((o) => o.name === name || o.name === positive)
      : u.flags.has(name) || u.flags.has(positive);
    if (known) return '';
    if (history) return undefined;
    const where = command ? `\`docusaurus ${command}\`` : 'any command';
    const flags = command ? u.commands[command].options.map((o) => o.name) : u.flags;
    return `\`${name}\` is not a flag of ${where} in ${version(u)}${instead(name, flags)}`;
  }
  const cli = span.match(/^(?:npx |npm run |yarn )?docusaurus ([a-z][\w:-]*)/);
  if (cli) {
    if (u.commands[cli[1]]) return '';
    if (history) return undefined;
    return `\`docusaurus ${cli[1]}\` is not a command in ${version(u)}${instead(cli[1], Object.keys(u.commands))}`;
  }
  const dotted = span.replace(/\[\]/g, '').match(/^([a-zA-Z]\w*)((?:\.[a-zA-Z_]\w*)+)$/);
  // File names (`i18n.json`, `footer.json`) are no paths.
  if (dotted && /\.(jsx?|tsx?|json|md|mdx|ya?ml|css|xml|txt|html|cjs|mjs)$/.test(span)) return undefined;
  if (dotted) return checkPath(dotted[1], dotted[2].slice(1), {u, others, history});
  if (CAMEL_OR_SNAKE.test(span)) {
    if (u.leaves.has(span) || own.has(span)) return '';
    const where = others.filter((o) => o.leaves.has(span)).map((o) => o.version);
    if (!where.length) return undefined;
    if (history) return undefined;
    return `\`${span}\` is not a Docusaurus identifier of ${version(u)} (only of ${where.join(', ')})`;
  }
  return undefined;
}

const version = (u) => u.version;

const SITE_OBJECTS = ['i18n', 'markdown', 'future', 'siteConfig'];

function checkPath(root, rest, {u, others, history}) {
  const themeRoots = new Set([...u.theme, ...others.flatMap((o) => [...o.theme])].map((k) => k.split('.')[0]));
  let place;
  let path;
  if (root === 'themeConfig' || (root === 'siteConfig' && rest.startsWith('themeConfig.'))) {
    place = 'theme';
    path = root === 'themeConfig' ? rest : rest.slice('themeConfig.'.length);
  } else if (root === 'siteConfig') {
    place = 'site';
    path = rest;
  } else if (SITE_OBJECTS.includes(root)) {
    place = 'site';
    path = `${root}.${rest}`;
  } else if (themeRoots.has(root)) {
    place = 'theme';
    path = `${root}.${rest}`;
  } else if (root === 'feedOptions') {
    place = 'blog';
    path = `${root}.${rest}`;
  } else if (root === 'logger') {
    return u.facts.logger.includes(rest)
      ? ''
      : history
        ? undefined
        : `\`logger.${rest}\` is not exported by \`@docusaurus/logger\` in ${u.version}${instead(rest, u.facts.logger)}`;
  } else {
    return undefined;
  }
  const sets = {
    theme: (x) => x.theme,
    site: (x) => x.site,
    blog: (x) => x.options['plugin-content-blog'],
  };
  const has = (x) =>
    sets[place](x).has(path) ||
    (place === 'site' && path.startsWith('i18n.') && x.facts.types.I18n.includes(path.slice(5)));
  if (has(u)) return '';
  if (history) return undefined;
  const where = others.filter(has).map((o) => o.version);
  const label = {theme: 'theme config', site: 'site config', blog: 'blog plugin options'}[place];
  const tail = where.length ? ` (${where.join(', ')} has it)` : '';
  return `\`${path}\` is not a ${label} key in ${u.version}${tail}${instead(path, sets[place](u))}`;
}
