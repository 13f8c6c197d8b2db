/**
 * What changes between two releases, from the option history and the parsed changelog. Pure and free of Node
 * imports: the plugin prerenders the documented pairs with it, and the /upgrade/ form runs it in the browser on the
 * per-release files it fetches.
 */
import type {History, ItemState} from '../option-anchors/history';

/** One breaking change of the changelog, with the release it came in. */
export type Breaking = {release: string; text: string};

export type OptionChangeKind = 'added' | 'removed' | 'renamed' | 'changed';
export type OptionChange = {
  key: string;
  kind: OptionChangeKind;
  /** The release the change came in (the first one, for several changes). */
  release: string;
  /** For `changed`: which fields, with the values on each side. */
  fields?: {field: 'type' | 'default' | 'allowed'; from: unknown; to: unknown}[];
  renamedTo?: string;
  /** Page and anchor of the item's row in the target docs, when it has one. */
  href?: string;
};

export type Engines = {node: string | null; react: string | null};

/** Releases strictly after `from` up to and including `to`, in an order newest first (the changelog's order). */
export function releasesBetween(order: string[], from: string, to: string): string[] {
  const newestFirst = order;
  const fromAt = newestFirst.indexOf(from);
  const toAt = newestFirst.indexOf(to);
  if (fromAt < 0) return [];
  // `to` may be newer than every listed release (the unreleased current docs): everything before `from`.
  return newestFirst.slice(toAt < 0 ? 0 : toAt, fromAt);
}

/**
 * The breaking changes of the releases between `from` and `to`. `changelog`: [{version, groups}] newest first, as
 * parseChangelog returns it; a group is "breaking" when its title says so.
 */
export function breakingChanges(
  changelog: {version: string; groups: {title: string; items: string[]}[]}[],
  from: string,
  to: string,
): Breaking[] {
  const between = new Set(
    releasesBetween(
      changelog.map((r) => r.version),
      from,
      to,
    ),
  );
  return changelog
    .filter((r) => between.has(r.version))
    .flatMap((r) =>
      r.groups
        .filter((g) => /breaking/i.test(g.title))
        .flatMap((g) => g.items.map((text) => ({release: r.version, text}))),
    );
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const order = (history: History, release: string): number => history.releases.indexOf(release);

/** Renames that happened up to `release`: old key → new key. */
export function renamesUpTo(history: History, release: string): Record<string, string> {
  const at = order(history, release);
  const renames: Record<string, string> = {};
  for (const [key, item] of Object.entries(history.items)) {
    for (const change of item.changes) {
      if (change.renamedTo && order(history, change.in) <= at) renames[key] = change.renamedTo;
    }
  }
  return renames;
}

/** Every item present in `release` with its state there, rebuilt from the history. */
export function itemsAt(history: History, release: string): Map<string, ItemState> {
  const at = order(history, release);
  const result = new Map<string, ItemState>();
  for (const [key, item] of Object.entries(history.items)) {
    if (at < 0 || order(history, item.since) > at) continue;
    let state: ItemState | undefined = item.state;
    for (const change of item.changes) {
      if (order(history, change.in) > at) break;
      if (change.removed) state = undefined;
      else if (change.added) state = change.state;
      else if (state) {
        state = {...state};
        for (const field of ['type', 'default', 'allowed'] as const) {
          const diff = change[field];
          if (!diff) continue;
          if (!('to' in diff)) delete state[field];
          else (state as Record<string, unknown>)[field] = diff.to;
        }
      }
    }
    if (state) result.set(key, state);
  }
  return result;
}

/** The release (after `from`, up to `to`) of the first change of an item, for its link to the changelog. */
function changedIn(
  history: History,
  key: string,
  from: string,
  to: string,
  what: (c: History['items'][string]['changes'][number]) => boolean,
) {
  const lo = order(history, from);
  const hi = order(history, to);
  const item = history.items[key];
  if (!item) return to;
  if (order(history, item.since) > lo && order(history, item.since) <= hi && what({in: item.since, added: true}))
    return item.since;
  return item.changes.find((c) => order(history, c.in) > lo && order(history, c.in) <= hi && what(c))?.in ?? to;
}

/** Options, front-matter keys, CLI commands and flags added, removed, renamed or changed from `from` to `to`. */
export function optionChanges(history: History, from: string, to: string): OptionChange[] {
  const before = itemsAt(history, from);
  const after = itemsAt(history, to);
  const changes: OptionChange[] = [];
  for (const [key, state] of before) {
    const next = after.get(key);
    if (!next) {
      const release = changedIn(history, key, from, to, (c) => Boolean(c.removed));
      const renamedTo = history.items[key].changes.find((c) => c.in === release)?.renamedTo;
      changes.push(renamedTo ? {key, kind: 'renamed', release, renamedTo} : {key, kind: 'removed', release});
      continue;
    }
    const fields = (['type', 'default', 'allowed'] as const)
      .filter((field) => !same(state[field], next[field]))
      .map((field) => ({field, from: state[field], to: next[field]}));
    if (fields.length) {
      const release = changedIn(history, key, from, to, (c) => fields.some((f) => c[f.field] !== undefined));
      changes.push({key, kind: 'changed', release, fields});
    }
  }
  for (const key of after.keys()) {
    if (before.has(key)) continue;
    changes.push({key, kind: 'added', release: changedIn(history, key, from, to, (c) => Boolean(c.added))});
  }
  // A rename's new key is the same change, not a second one to tick off.
  const renamedTo = new Set(changes.map((c) => c.renamedTo));
  const rank: Record<OptionChangeKind, number> = {removed: 0, renamed: 1, changed: 2, added: 3};
  return changes
    .filter((c) => c.kind !== 'added' || !renamedTo.has(c.key))
    .sort((a, b) => rank[a.kind] - rank[b.kind] || a.key.localeCompare(b.key));
}

/** Readable scope of an item key: `plugin:plugin-content-docs:x` → `plugin-content-docs options`. */
export function scopeLabel(key: string): string {
  const [kind, scope] = key.split(':');
  switch (kind) {
    case 'config':
      return 'site config';
    case 'plugin':
      return `${scope} options`;
    case 'themeConfig':
      return `themeConfig (${scope})`;
    case 'preset':
      return 'preset-classic options';
    case 'frontMatter':
      return `${scope} front matter`;
    default:
      return 'CLI';
  }
}

/**
 * Option changes between two releases' item states alone (the /upgrade/ form, which fetches two release files and
 * not the whole history): each change is dated by the target release; `renames` (the target's renames up to it,
 * old key → new key) turns a removal into a rename.
 */
export function diffStates(
  before: Record<string, ItemState>,
  after: Record<string, ItemState>,
  to: string,
  renames: Record<string, string> = {},
): OptionChange[] {
  const history: History = {
    firstSchemaRelease: 'before',
    releases: ['before', to],
    missing: [],
    engines: {},
    coverage: {},
    changelog: [],
    items: {},
  };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[key], after[key]];
    if (!a) history.items[key] = {since: to, state: b, changes: []};
    else if (!b) {
      const renamedTo = renames[key];
      history.items[key] = {
        since: 'before',
        state: a,
        changes: [{in: to, removed: true, ...(renamedTo && {renamedTo})}],
      };
    } else {
      const change: History['items'][string]['changes'][number] = {in: to};
      for (const field of ['type', 'default', 'allowed'] as const) {
        if (!same(a[field], b[field])) {
          change[field] = {
            ...(a[field] !== undefined && {from: a[field]}),
            ...(b[field] !== undefined && {to: b[field]}),
          };
        }
      }
      history.items[key] = {since: 'before', state: a, changes: Object.keys(change).length > 1 ? [change] : []};
    }
  }
  return optionChanges(history, 'before', to);
}
