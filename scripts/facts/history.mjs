// Builds src/data/facts/history.json from the per-release facts history-extract.mjs wrote into its cache:
// per item (option, theme config key, front-matter key, CLI command and flag) its first release, the releases where
// its type, default or allowed values changed (with the old values), and its removal or rename.
// Run: node scripts/facts/history.mjs [--cache <dir>] [--extract] [--check]   (cache: /tmp/docusaurus-history)
//   --extract  extract the releases the cache lacks first (history-extract.mjs; a rerun resumes where it stopped)
//   --check    rebuild and compare with the committed file byte for byte; exit 1 on a difference
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {DEFAULT_CACHE, extractAll} from './history-extract.mjs';
import {HISTORY_RELEASES, buildHistory, historyJson} from './history-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const HISTORY_FILE = path.join(root, 'src/data/facts/history.json');

/**
 * Keys a release dropped in favour of another: `{oldKey: {to: newKey, in: release}}`, each checked by hand in the
 * packages' lib/ of the release before and the release that dropped it (the old key becomes `Joi.forbidden()` with a
 * message naming the new one, or disappears while the new one appears with the same type and default). Keys under an
 * old key (`metadatas[].name`) move with it. buildHistory fails if a listed key is not removed in that release.
 */
export const RENAMES = {
  // beta.9 theme-classic lib/validateThemeConfig.js: `metadatas: Joi.array().items(HtmlMetadataSchema)`; beta.10:
  // `metadata` with the same schema, and `metadatas: Joi.any().forbidden()` "has been renamed as themeConfig.metadata".
  'themeConfig:theme-classic:metadatas': {to: 'themeConfig:theme-classic:metadata', in: '2.0.0-beta.10'},
  // beta.14 plugin-sitemap lib/pluginOptionSchema.js: `trailingSlash: Joi.bool().default(false).warning('deprecate…')`;
  // beta.15: `Joi.forbidden()` "Please use the new Docusaurus global trailingSlash config instead" (site config
  // `trailingSlash`, a boolean since beta.1, which createSitemap.js reads from then on).
  'plugin:plugin-sitemap:trailingSlash': {to: 'config:trailingSlash', in: '2.0.0-beta.15'},
  // beta.18 theme-classic lib/validateThemeConfig.js: `hideableSidebar` and `autoCollapseSidebarCategories`,
  // Joi.bool() default false; beta.19: `docs.sidebar.hideable` / `docs.sidebar.autoCollapseCategories`, same type and
  // default, and the old keys `Joi.forbidden()` "has been moved to themeConfig.docs.sidebar.…".
  'themeConfig:theme-classic:hideableSidebar': {
    to: 'themeConfig:theme-classic:docs.sidebar.hideable',
    in: '2.0.0-beta.19',
  },
  'themeConfig:theme-classic:autoCollapseSidebarCategories': {
    to: 'themeConfig:theme-classic:docs.sidebar.autoCollapseCategories',
    in: '2.0.0-beta.19',
  },
};

/** Releases CHANGELOG.md has a section (and so the site a /changelog/<release>/ page) for. */
function changelogReleases() {
  const text = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  return [...text.matchAll(/^## (\S+) \(/gm)].map((m) => m[1]);
}

export function historyFromCache(cache) {
  const releases = HISTORY_RELEASES.map((release) => {
    const file = path.join(cache, 'out', `${release}.json`);
    if (!fs.existsSync(file)) throw new Error(`no facts for ${release} in ${cache}: run with --extract`);
    return {release, facts: JSON.parse(fs.readFileSync(file, 'utf8'))};
  });
  const engines = Object.fromEntries(releases.map(({release, facts}) => [release, facts.engines]));
  const history = buildHistory(releases, {renames: RENAMES, engines});
  const withPages = new Set(changelogReleases());
  return {...history, changelog: history.releases.filter((r) => withPages.has(r))};
}

/** Stops the command line run with one line saying what to do, never a stack trace. */
function stop(message) {
  console.error(`history.mjs: ${message}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const cacheAt = args.indexOf('--cache');
  if (cacheAt >= 0 && !args[cacheAt + 1]) stop('--cache needs a folder, e.g. --cache /tmp/docusaurus-history');
  const cache = cacheAt >= 0 ? path.resolve(args[cacheAt + 1]) : DEFAULT_CACHE;
  const missing = () => HISTORY_RELEASES.filter((r) => !fs.existsSync(path.join(cache, 'out', `${r}.json`)));
  if (args.includes('--extract') && missing().length) {
    try {
      await extractAll(cache, missing());
    } catch (error) {
      stop(
        `extraction into ${cache} failed (${String(error.message).split('\n').slice(0, 2).join(' ')}); rerun to resume`,
      );
    }
  }
  const absent = missing();
  if (absent.length) {
    stop(
      `${cache} holds no facts for ${absent.length} of ${HISTORY_RELEASES.length} releases (first: ${absent[0]}): ` +
        'pass --extract to fetch them (~1 min per release, resumes), or --cache <dir> for a folder that holds them',
    );
  }
  const json = historyJson(historyFromCache(cache));
  if (args.includes('--check')) {
    const committed = fs.readFileSync(HISTORY_FILE, 'utf8');
    if (committed !== json) {
      console.error(`${path.relative(root, HISTORY_FILE)} differs from the history rebuilt from ${cache}`);
      process.exit(1);
    }
    console.log(`${path.relative(root, HISTORY_FILE)} is reproduced byte for byte`);
  } else {
    fs.writeFileSync(HISTORY_FILE, json);
    const items = Object.keys(JSON.parse(json).items).length;
    console.log(`wrote ${path.relative(root, HISTORY_FILE)}: ${HISTORY_RELEASES.length} releases, ${items} items`);
  }
}
