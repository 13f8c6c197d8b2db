// Pure helpers of the facts extractor: turn a Joi `schema.describe()` tree and a commander `--help` text into plain,
// stably ordered JSON facts. Kept apart from extract.mjs so they can be unit tested without installing any package.

/** JSON-safe form of a default value: functions and regular expressions become readable markers. */
export function plainValue(value) {
  if (value === undefined) return undefined;
  if (typeof value === 'function') return '[function]';
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return value.map(plainValue);
  if (value && typeof value === 'object') {
    // Joi describes special defaults and references as objects with these keys.
    if ('special' in value && Object.keys(value).length === 1) return `[${value.special}]`;
    if ('ref' in value && typeof value.ref === 'object') return `[ref ${value.ref.path?.join('.') ?? ''}]`;
    return Object.fromEntries(Object.keys(value).map((k) => [k, plainValue(value[k])]));
  }
  return value;
}

/** Every base type a described schema accepts, including the types of values it allows besides its own type. */
export function typesOf(desc) {
  const types = new Set();
  const visit = (d) => {
    if (!d) return;
    if (d.type === 'alternatives') {
      for (const m of d.matches ?? []) {
        visit(m.schema);
        visit(m.then);
        visit(m.otherwise);
      }
    } else if (d.type === 'link') {
      types.add('any');
    } else {
      types.add(d.type);
    }
    for (const v of d.allow ?? []) {
      if (d.flags?.only) continue;
      types.add(v === null ? 'null' : typeof v);
    }
  };
  visit(desc);
  return [...types].sort();
}

/** The values a schema restricts itself to (`Joi.valid()`), if any, across alternatives. */
export function allowedOf(desc) {
  const values = [];
  const visit = (d) => {
    if (!d) return;
    if (d.type === 'alternatives') {
      (d.matches ?? []).forEach((m) => [m.schema, m.then, m.otherwise].forEach(visit));
      return;
    }
    if (d.flags?.only) values.push(...(d.allow ?? []).map(plainValue));
    else if (d.type !== 'any') values.push(null);
  };
  visit(desc);
  // A mix of restricted and free alternatives restricts nothing.
  return values.length && !values.includes(null) ? values : undefined;
}

/**
 * Flattens a described object schema into one fact per key: nested object keys get dotted names,
 * keys of array items `name[].key`, keys of pattern-matched objects `name.*.key`.
 * `defaults` (the package's DEFAULT_OPTIONS / DEFAULT_CONFIG) fills in defaults the schema does not declare.
 */
export function describeToFacts(desc, defaults = {}, prefix = '') {
  const facts = [];
  const lookup = (obj, key) => (obj && typeof obj === 'object' && !Array.isArray(obj) ? obj[key] : undefined);
  const keys = objectBranches(desc).flatMap((branch) => Object.entries(branch.keys ?? {}));
  for (const [key, d] of keys) {
    const name = prefix ? `${prefix}.${key}` : key;
    const fact = {name, type: typesOf(d)};
    const schemaDefault = d.flags?.default;
    const fallback = lookup(defaults, key);
    const value = plainValue(schemaDefault !== undefined ? schemaDefault : fallback);
    if (value !== undefined) fact.default = value;
    const allowed = allowedOf(d);
    if (allowed) fact.allowed = allowed;
    if (d.flags?.presence === 'required') fact.required = true;
    if (d.flags?.presence === 'forbidden') fact.forbidden = true;
    facts.push(fact);
    const nestedDefaults = lookup(defaults, key);
    for (const child of objectBranches(d)) facts.push(...describeToFacts(child, nestedDefaults, name));
    for (const array of arrayBranches(d)) {
      for (const item of array.items ?? []) {
        for (const child of objectBranches(item)) facts.push(...describeToFacts(child, {}, `${name}[]`));
      }
    }
    for (const pattern of d.patterns ?? []) {
      for (const child of objectBranches(pattern.rule)) facts.push(...describeToFacts(child, {}, `${name}.*`));
    }
  }
  return mergeSameNames(facts);
}

/** Object schemas with keys inside a described schema, looking through alternatives and `when` branches. */
function objectBranches(d) {
  if (!d) return [];
  const conditional = (d.whens ?? []).flatMap((w) =>
    [w.then, w.otherwise, ...(w.switch ?? []).flatMap((c) => [c.then, c.otherwise])].flatMap(objectBranches),
  );
  if (d.type === 'object') return [...(d.keys ? [d] : []), ...conditional];
  if (d.type === 'alternatives') {
    const branches = (d.matches ?? []).flatMap((m) => [m.schema, m.then, m.otherwise].flatMap(objectBranches));
    return [...branches, ...conditional];
  }
  return conditional;
}

/** Array schemas of a described schema, itself or among its alternatives (footer links: columns or a flat list). */
function arrayBranches(d) {
  if (d?.type === 'array') return [d];
  if (d?.type === 'alternatives') {
    return (d.matches ?? []).flatMap((m) => [m.schema, m.then, m.otherwise].flatMap(arrayBranches));
  }
  return [];
}

/** Alternatives (e.g. the navbar item kinds) describe the same key several times: keep one fact with every type. */
function mergeSameNames(facts) {
  const byName = new Map();
  for (const fact of facts) {
    const seen = byName.get(fact.name);
    if (!seen) {
      byName.set(fact.name, fact);
      continue;
    }
    seen.type = [...new Set([...seen.type, ...fact.type])].sort();
    if (seen.allowed && fact.allowed) seen.allowed = [...new Set([...seen.allowed, ...fact.allowed])];
    else delete seen.allowed;
    if (!fact.required) delete seen.required;
    if (JSON.stringify(seen.default) !== JSON.stringify(fact.default)) delete seen.default;
  }
  return [...byName.values()];
}

/**
 * Parses commander's help of one command: usage arguments and each option's flags, value placeholder and the
 * default the description states as `(default: …)`. Descriptions themselves are not kept.
 */
export function parseHelp(text) {
  const usage = text.match(/^Usage: \S+(?: (\S+))?(.*)$/m);
  const args = [...(usage?.[2] ?? '').matchAll(/([[<])([\w.]+)[\]>]/g)]
    .filter((m) => m[2] !== 'options')
    .map((m) => ({name: m[2], required: m[1] === '<'}));
  const options = [];
  const section = text.split(/^Options:\s*$/m)[1] ?? '';
  let current = null;
  for (const line of section.split('\n')) {
    const start = line.match(/^ {2}(-[^\s,]+(?:, -[^\s,]+)*(?: [<[][^\s>\]]+[>\]])?)(?: {2,}(.*))?$/);
    if (start) {
      current = {flagsText: start[1], description: start[2] ?? ''};
      options.push(current);
    } else if (current && /^\s{3,}\S/.test(line)) {
      current.description += ` ${line.trim()}`;
    } else if (/^\S/.test(line)) {
      break;
    }
  }
  return {
    arguments: args,
    options: options
      .map(({flagsText, description}) => {
        const value = flagsText.match(/ ([<[])([^>\]]+)[>\]]$/);
        const flags = flagsText.replace(/ [<[].*$/, '').split(', ');
        const long = flags.find((f) => f.startsWith('--')) ?? flags[0];
        const option = {name: long};
        const short = flags.find((f) => /^-[^-]/.test(f));
        if (short) option.short = short;
        if (value) option.value = {name: value[2], required: value[1] === '<'};
        const stated = description.match(/\(default:\s*([^)]*?)\s*\)/);
        if (stated) option.default = stated[1].replace(/^`(.*)`$/, '$1');
        return option;
      })
      .filter((o) => o.name !== '--help' && o.name !== '--version'),
  };
}

/** The command names listed in the `Commands:` section of a program's help. */
export function parseCommandList(text) {
  const section = text.split(/^Commands:\s*$/m)[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z][\w:-]*)/gm)].map((m) => m[1]).filter((c) => c !== 'help');
}

/**
 * Top-level keys of `export type <name> = {…}` in a TypeScript declaration, with their declared types: the options
 * a plugin passes through without validating them (`Joi.object().unknown()`) and the preset's options.
 */
export function declaredKeys(source, name) {
  const start = source.search(new RegExp(`export (?:type ${name} =|interface ${name}) \\{`));
  if (start < 0) return [];
  const keys = [];
  let depth = 0;
  for (const line of source.slice(source.indexOf('{', start)).split('\n')) {
    const key = depth === 1 && line.match(/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)(\?)?:\s*(.*?);?\s*$/);
    if (key) keys.push({name: key[1], tsType: key[3].replace(/;$/, ''), ...(key[2] ? {} : {required: true})});
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth <= 0) break;
  }
  return keys;
}

/** JSON with object keys in insertion order, two-space indent and a final newline: stable across runs. */
export function stableJson(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * A Joi `describe()` tree that `Joi.build()` can turn back into a schema after a JSON round trip: rules that hold
 * functions (custom validators) are dropped, and so are defaults (validation does not need them, and `build()`
 * would read an object default as a schema); everything else is kept as is.
 */
export function buildableDescription(desc) {
  const hasFunction = (v) =>
    typeof v === 'function' || (v && typeof v === 'object' && Object.values(v).some(hasFunction));
  const visit = (value) => {
    if (Array.isArray(value)) return value.map(visit);
    if (value instanceof RegExp) return String(value);
    if (!value || typeof value !== 'object') return value;
    const out = {};
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'function') continue;
      if (key === 'rules' && Array.isArray(v)) {
        const rules = v.filter((r) => !hasFunction(r)).map(visit);
        if (rules.length) out.rules = rules;
      } else if (key === 'externals') continue;
      else if (key === 'default') continue;
      else out[key] = visit(v);
    }
    return out;
  };
  return visit(desc);
}

/** The plugins and themes whose options the facts describe (each `@docusaurus/<name>`). */
export const OPTION_PLUGINS = [
  'plugin-content-docs',
  'plugin-content-blog',
  'plugin-content-pages',
  'plugin-debug',
  'plugin-sitemap',
  'plugin-google-analytics',
  'plugin-google-gtag',
  'plugin-ideal-image',
  'plugin-pwa',
  'plugin-client-redirects',
  'theme-classic',
  'theme-live-codeblock',
  'theme-search-algolia',
];

/** Joi-like type names of a TypeScript type written in a declaration (`number[]` → array). */
export function tsTypes(tsType) {
  const types = tsType
    .split('|')
    .map((t) => t.trim())
    .map((t) => {
      if (/\[\]$/.test(t)) return 'array';
      if (['string', 'number', 'boolean', 'object'].includes(t)) return t;
      if (t === 'false' || t === 'true') return 'boolean';
      return 'any';
    });
  return [...new Set(types)].sort();
}
