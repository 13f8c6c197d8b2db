/**
 * The history of an option row, from src/data/facts/history.json (scripts/facts/history.mjs): which item a row of a
 * doc page documents, and the quiet "since / changed / removed" text the rehype plugin writes into the row.
 * Shared with the upgrade plugin; no Node imports, so client code may import the types.
 */

export type ItemState = {type: string[]; default?: unknown; allowed?: unknown[]};
/** A side without the field (no default before, none after) has no `from` / `to`; `null` is a real value. */
type FieldChange = {from?: unknown; to?: unknown};
export type HistoryChange = {
  in: string;
  removed?: true;
  renamedTo?: string;
  added?: true;
  state?: ItemState;
  type?: FieldChange;
  default?: FieldChange;
  allowed?: FieldChange;
};
export type HistoryItem = {since: string; state: ItemState; changes: HistoryChange[]};
export type History = {
  firstSchemaRelease: string;
  releases: string[];
  missing: string[];
  engines: Record<string, {node: string | null; react: string | null}>;
  coverage: Record<string, string>;
  items: Record<string, HistoryItem>;
  /** Releases with a changelog page (/changelog/<release>/). */
  changelog: string[];
};

/** The release whose facts the current docs (docs/, the unreleased beta.23) follow. */
export const CURRENT_RELEASE = '2.0.0-rc.1';

/** The release a doc source file documents: its versioned_docs folder, else the current docs' stand-in. */
export function releaseOfFile(file: string): string | undefined {
  const versioned = file.match(/versioned_docs\/version-([^/]+)\//);
  if (versioned) return versioned[1];
  return /(^|\/)docs\//.test(file) ? CURRENT_RELEASE : undefined;
}

/** Doc id of a source file: its path inside the docs folder, without extension. */
export function docIdOfFile(file: string): string | undefined {
  const match = file.match(/(?:versioned_docs\/version-[^/]+|(?:^|\/)docs)\/(.+)\.mdx?$/);
  return match?.[1];
}

/** Scopes (item key prefixes) a doc's option tables document, as scripts/content-check.mjs checks them. */
export function scopesOfDoc(docId: string): string[] {
  const pages: Record<string, string[]> = {
    'api/docusaurus-config': ['config'],
    'api/plugins/plugin-content-docs': ['plugin:plugin-content-docs', 'frontMatter:docs'],
    'api/plugins/plugin-content-blog': ['plugin:plugin-content-blog', 'frontMatter:blog'],
    'api/plugins/plugin-content-pages': ['plugin:plugin-content-pages', 'frontMatter:pages'],
    'api/plugins/plugin-debug': ['plugin:plugin-debug', 'preset'],
    'api/plugins/index': ['preset'],
    'api/themes/theme-classic': ['plugin:theme-classic', 'themeConfig:theme-classic'],
    'api/themes/configuration': ['themeConfig:theme-classic'],
    'api/themes/theme-live-codeblock': ['themeConfig:theme-live-codeblock'],
    'api/themes/theme-search-algolia': ['themeConfig:theme-search-algolia'],
    cli: ['cli'],
    'create-doc': ['frontMatter:docs'],
    blog: ['plugin:plugin-content-blog', 'frontMatter:blog'],
    'docs-multi-instance': ['plugin:plugin-content-docs'],
    'i18n/introduction': ['config'],
    swizzling: ['cli'],
  };
  if (pages[docId]) return pages[docId];
  const plugin = docId.match(/^api\/plugins\/(plugin-[a-z-]+)$/);
  return plugin ? [`plugin:${plugin[1]}`] : [];
}

const orderOf = (history: History, release: string): number => history.releases.indexOf(release);

/** Present in `release`: introduced at or before it and not removed since (a later return counts). */
export function presentAt(history: History, key: string, release: string): boolean {
  const item = history.items[key];
  const at = orderOf(history, release);
  if (!item || at < 0 || orderOf(history, item.since) > at) return false;
  let present = true;
  for (const change of item.changes) {
    if (orderOf(history, change.in) > at) break;
    if (change.removed) present = false;
    if (change.added) present = true;
  }
  return present;
}

/**
 * The item key a row documents. `name` is the row's first code text; `heading` the heading above the table (front
 * matter tables sit under a "front matter" heading, CLI flags under their command's heading).
 */
export function itemKeyOf(history: History, scopes: string[], name: string, heading: string, release: string) {
  if (/^-/.test(name)) {
    if (!scopes.includes('cli')) return undefined;
    const flag = name.match(/--?[a-zA-Z][\w-]*/g)?.find((f) => f.startsWith('--')) ?? name.split(/[ ,]/)[0];
    const words = heading.replace(/`/g, '').split(/\s+/);
    const command = words.find((w) => presentAt(history, `cli:${w}`, release));
    if (!command) return undefined;
    return [`cli:${command}:${flag}`, `cli:${command}:${flag.replace(/^--no-/, '--')}`].find((k) =>
      presentAt(history, k, release),
    );
  }
  const bare = name
    .replace(/^themeConfig\./, '')
    .replace(/\(.*$/, '')
    .trim();
  const frontMatterTable = /front ?matter/i.test(heading);
  const ordered = [...scopes].sort((a, b) => {
    const rank = (s: string) => (s.startsWith('frontMatter:') === frontMatterTable ? 0 : 1);
    return rank(a) - rank(b);
  });
  for (const scope of ordered) {
    const exact = `${scope}:${bare}`;
    if (presentAt(history, exact, release)) return exact;
  }
  for (const scope of ordered) {
    const suffix = Object.keys(history.items).find(
      (k) =>
        k.startsWith(`${scope}:`) &&
        (k.endsWith(`.${bare}`) || k.endsWith(`]${bare}`)) &&
        presentAt(history, k, release),
    );
    if (suffix) return suffix;
  }
  return undefined;
}

/** A piece of the history text: plain, or a release linked to its changelog page. */
export type Part = {text: string; release?: string};

const MAX_VALUE = 40;
/** A value as the row shows it: JSON, shortened. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'none';
  const text =
    Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(' | ') : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** The label of an item key for readers: `plugin:plugin-content-docs:sidebarPath` → `sidebarPath`. */
export function itemName(key: string): string {
  if (key.startsWith('cli:')) {
    const [, command, flag] = key.split(':');
    return flag ? `${command} ${flag}` : `docusaurus ${command}`;
  }
  return key.slice(key.lastIndexOf(':') + 1);
}

/** The new name of a renamed item; one that moved to another scope says where (`site config trailingSlash`). */
export function renamedName(key: string, renamedTo: string): string {
  const scope = (k: string) => k.slice(0, k.lastIndexOf(':'));
  if (scope(key) === scope(renamedTo)) return itemName(renamedTo);
  const [kind, owner] = renamedTo.split(':');
  const where = kind === 'config' ? 'site config' : kind === 'themeConfig' ? 'themeConfig' : owner;
  return `${where} ${itemName(renamedTo)}`;
}

/** One sentence per event of an item's history, as seen by a reader of `release`. */
export function historyParts(history: History, key: string, release: string): Part[][] {
  const item = history.items[key];
  if (!item) return [];
  const at = orderOf(history, release);
  const sentences: Part[][] = [];
  const scope = key.slice(0, key.lastIndexOf(':'));
  const coverageStart = history.coverage[key.startsWith('cli:') ? 'cli' : scope] ?? history.firstSchemaRelease;
  // Present in the first release extracted for its scope: it may be older, the history cannot tell.
  sentences.push(
    item.since === coverageStart
      ? [{text: 'before '}, {text: item.since, release: item.since}, {text: ' or in it'}]
      : [{text: 'since '}, {text: item.since, release: item.since}],
  );
  for (const change of item.changes) {
    const after = orderOf(history, change.in) > at;
    if (change.removed) {
      if (!after) continue;
      sentences.push(
        change.renamedTo
          ? [{text: `renamed to ${renamedName(key, change.renamedTo)} in `}, {text: change.in, release: change.in}]
          : [{text: 'removed in '}, {text: change.in, release: change.in}],
      );
      break;
    }
    if (after || change.added) continue;
    for (const field of ['default', 'type', 'allowed'] as const) {
      const diff = change[field];
      if (!diff) continue;
      const label = field === 'allowed' ? 'allowed values' : field;
      sentences.push([
        {text: `${label} changed in `},
        {text: change.in, release: change.in},
        {text: ` (was ${showValue(diff.from)})`},
      ]);
    }
  }
  return sentences;
}
