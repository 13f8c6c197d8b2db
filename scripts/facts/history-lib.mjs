// Pure part of the option history: the releases it covers, the items of one release's facts, and the history built
// from the facts of consecutive releases. No I/O, so the unit tests run it on committed facts.
import {OPTION_PLUGINS} from './describe.mjs';

/** The first release whose core validates the site config with a schema (lib/server/configValidation.js). */
export const FIRST_SCHEMA_RELEASE = '2.0.0-alpha.59';

/** Every tagged 2.0 prerelease from the first schema on, in release order; hash-named canaries are not releases. */
export const HISTORY_RELEASES = [
  ...[59, 60, 61, 62, 63, 64, 65, 66, 68, 69, 70, 71, 72, 73, 74, 75].map((n) => `2.0.0-alpha.${n}`),
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map((n) => `2.0.0-beta.${n}`),
  '2.0.0-rc.1',
];

/** Tagged in the changelog but never published to the registry: recorded, never guessed. */
export const MISSING_RELEASES = ['2.0.0-beta.11', '2.0.0-beta.12'];

/** Packages fetched per release: the ones with options, and the internal ones their lib/ requires. */
export const HISTORY_PACKAGES = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  ...OPTION_PLUGINS.map((p) => `@docusaurus/${p}`),
  '@docusaurus/utils',
  '@docusaurus/utils-common',
  '@docusaurus/utils-validation',
  '@docusaurus/theme-common',
  '@docusaurus/theme-translations',
  '@docusaurus/logger',
  '@docusaurus/mdx-loader',
];

/** Short label of a release: `2.0.0-beta.9` → `beta.9`. */
export const shortRelease = (release) => release.replace(/^2\.0\.0-/, '');

function stateOf(fact) {
  const state = {type: fact.type ?? []};
  if (fact.default !== undefined) state.default = fact.default;
  if (fact.allowed) state.allowed = fact.allowed;
  return state;
}

/**
 * Every documented item of one release's facts, keyed `<scope>:<name>`: `config:` site config, `plugin:<p>:` plugin
 * options, `themeConfig:<p>:`, `preset:`, `frontMatter:<docs|blog|pages>:`, `cli:<command>` and
 * `cli:<command>:<--flag>`. Keys a schema forbids (kept only to reject them) are not items.
 */
export function itemsOf(facts) {
  const items = new Map();
  const add = (scope, list) => {
    for (const fact of list ?? []) if (!fact.forbidden) items.set(`${scope}:${fact.name}`, stateOf(fact));
  };
  add('config', facts.siteConfig);
  for (const [plugin, p] of Object.entries(facts.plugins ?? {})) {
    add(`plugin:${plugin}`, p.options);
    add(`themeConfig:${plugin}`, p.themeConfig);
  }
  add('preset', facts.presetClassic);
  for (const [kind, list] of Object.entries(facts.frontMatter ?? {})) add(`frontMatter:${kind}`, list);
  for (const [command, c] of Object.entries(facts.cli?.docusaurus ?? {})) {
    items.set(`cli:${command}`, {type: ['command']});
    for (const o of c.options) {
      items.set(`cli:${command}:${o.name}`, {
        type: [o.value ? 'value' : 'flag'],
        ...(o.default !== undefined ? {default: o.default} : {}),
      });
    }
  }
  return items;
}

/** Commands of `docusaurus --help` over the extracted releases; `docs:version` holds a colon itself. */
export const CLI_COMMANDS = [
  'build',
  'clear',
  'deploy',
  'docs:version',
  'serve',
  'start',
  'swizzle',
  'write-heading-ids',
  'write-translations',
];

/**
 * The scope of an item key (`plugin:plugin-content-docs`), whose first extracted release is its coverage start. A CLI
 * command and its flags share the command's scope (`cli:docs:version`): the command is found by its known name, since
 * splitting at colons breaks on `docs:version`. `commands` adds names a release's facts list (e.g. a new command).
 */
export function scopeOf(key, commands = CLI_COMMANDS) {
  if (!key.startsWith('cli:')) return key.slice(0, key.lastIndexOf(':'));
  const rest = key.slice('cli:'.length);
  const command = [...commands]
    .sort((a, b) => b.length - a.length)
    .find((name) => rest === name || rest.startsWith(`${name}:`));
  if (!command) throw new Error(`${key}: not a known CLI command (history-lib.mjs CLI_COMMANDS)`);
  return `cli:${command}`;
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// An object default restates its children's defaults; each child records its own change.
const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

const pick = (before, after, field) => ({
  ...(before[field] !== undefined ? {from: before[field]} : {}),
  ...(after[field] !== undefined ? {to: after[field]} : {}),
});

/** What changed in one item between two releases, or undefined. */
function diffState(before, after) {
  const change = {};
  for (const field of ['type', 'default', 'allowed']) {
    if (field === 'default' && (isPlainObject(before.default) || isPlainObject(after.default))) continue;
    // A side without the field has no `from`/`to`: `null` is a real default (footer.links[].title from beta.14).
    if (!same(before[field], after[field])) change[field] = pick(before, after, field);
  }
  return Object.keys(change).length ? change : undefined;
}

/**
 * The new key of a key `release` removed, from `renames` ({oldKey: {to, in}}): the key itself or one under it
 * (`metadatas[].name` under `metadatas`). A rename listed for another release is a mistake in the list: it throws.
 */
export function renameOf(renames, key, release) {
  for (const [old, {to, in: at}] of Object.entries(renames)) {
    const rest =
      key === old ? '' : key.startsWith(old) && /^[.[]/.test(key.slice(old.length)) ? key.slice(old.length) : null;
    if (rest === null) continue;
    if (at !== release) throw new Error(`${key} is removed in ${release}, but the rename list says ${at}`);
    return to + rest;
  }
  return undefined;
}

/**
 * The history of every item over consecutive releases. `releases`: [{release, facts}] in release order.
 * `renames`: {oldKey: {to: newKey, in: release}} checked by hand in the packages. Each item:
 * {since, state (at `since`), changes: [{in, type|default|allowed: {from, to}} | {in, removed: true, renamedTo?} |
 * {in, added: true, state}]}; `coverage` gives each scope's first extracted release, so `since` equal to it means
 * "in that release or before".
 */
export function buildHistory(releases, {renames = {}, missing = MISSING_RELEASES, engines = {}} = {}) {
  const items = {};
  const coverage = {};
  let previous = new Map();
  for (const {release, facts} of releases) {
    const current = itemsOf(facts);
    const commands = new Set([...CLI_COMMANDS, ...Object.keys(facts.cli?.docusaurus ?? {})]);
    // The CLI as a whole: a command that first appears later is "since" that release, not "or before".
    if (facts.cli) coverage.cli ??= release;
    for (const key of current.keys()) coverage[scopeOf(key, commands)] ??= release;
    for (const [key, state] of current) {
      const item = items[key];
      if (!item) {
        items[key] = {since: release, state, changes: []};
      } else if (!previous.has(key)) {
        item.changes.push({in: release, added: true, state});
      } else {
        const change = diffState(previous.get(key), state);
        if (change) item.changes.push({in: release, ...change});
      }
    }
    for (const key of previous.keys()) {
      if (current.has(key)) continue;
      const renamedTo = renameOf(renames, key, release);
      items[key].changes.push({in: release, removed: true, ...(renamedTo ? {renamedTo} : {})});
    }
    previous = current;
  }
  const sorted = Object.fromEntries(
    Object.keys(items)
      .sort()
      .map((k) => [k, items[k]]),
  );
  return {
    firstSchemaRelease: releases[0]?.release,
    releases: releases.map((r) => r.release),
    missing,
    engines,
    coverage: Object.fromEntries(
      Object.keys(coverage)
        .sort()
        .map((k) => [k, coverage[k]]),
    ),
    items: sorted,
  };
}

/** The state of every item present in `release`, rebuilt from the history alone. */
export function stateAt(history, release) {
  const order = history.releases;
  const at = order.indexOf(release);
  if (at < 0) throw new Error(`${release} is not an extracted release`);
  const result = new Map();
  for (const [key, item] of Object.entries(history.items)) {
    if (order.indexOf(item.since) > at) continue;
    let state = item.state;
    let present = true;
    for (const change of item.changes) {
      if (order.indexOf(change.in) > at) break;
      if (change.removed) present = false;
      else if (change.added) [present, state] = [true, change.state];
      else {
        state = {...state};
        for (const field of ['type', 'default', 'allowed']) {
          if (!change[field]) continue;
          if (!('to' in change[field])) delete state[field];
          else state[field] = change[field].to;
        }
      }
    }
    if (present) result.set(key, state);
  }
  return result;
}

/**
 * The committed file: one line per top-level field, and one line per entry of the maps (items, coverage, engines), so
 * it stays small (no indentation of deep values) and a regeneration diffs item by item. Key order is the build order.
 */
export function historyJson(history) {
  const fields = Object.entries(history).map(([field, value]) => {
    const isMap = value && typeof value === 'object' && !Array.isArray(value);
    if (!isMap) return `${JSON.stringify(field)}: ${JSON.stringify(value)}`;
    const entries = Object.entries(value).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
    return `${JSON.stringify(field)}: {\n${entries.join(',\n')}\n}`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}
