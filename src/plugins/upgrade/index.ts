import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import historyData from '../../data/facts/history.json';
import {parseChangelog} from '../changelog/parse';
import type {History} from '../option-anchors/history';
import {breakingChanges, itemsAt, optionChanges, renamesUpTo} from './compute';
import {
  DOC_VERSIONS,
  documentedPairs,
  factsPath,
  releaseDataPath,
  releaseOfVersion,
  upgradePath,
  versionTitle,
} from './links';
import {upgradeMarkdown} from './markdown';
import {docSources, pageChanges, rowLinks} from './sources';
import type {ReleaseData, UpgradeIndex, UpgradePair} from './types';

const HISTORY = historyData as History;

const versionDir = (siteDir: string, version: string): string =>
  version === 'current' ? path.join(siteDir, 'docs') : path.join(siteDir, 'versioned_docs', `version-${version}`);
const versionBase = (version: string): string => (version === 'current' ? '/docs/' : `/docs/${version}/`);

/** Everything one prerendered upgrade page shows. */
export function upgradePair(siteDir: string, from: string, to: string, history: History = HISTORY): UpgradePair {
  const changelog = parseChangelog(fs.readFileSync(path.join(siteDir, 'CHANGELOG.md'), 'utf8'));
  const [fromRelease, toRelease] = [releaseOfVersion(from), releaseOfVersion(to)];
  // The current docs are the unreleased beta.23: every release the changelog lists after `from` leads to it.
  const breakingTo = to === 'current' ? 'unreleased' : toRelease;
  const links = rowLinks(versionDir(siteDir, to), versionBase(to), history);
  return {
    from,
    to,
    fromTitle: versionTitle(from),
    toTitle: versionTitle(to),
    fromRelease,
    toRelease,
    breaking: breakingChanges(changelog, from === 'current' ? fromRelease : from, breakingTo),
    options: optionChanges(history, fromRelease, toRelease).map((c) => {
      const href = links.get(c.renamedTo ?? c.key) ?? (c.kind === 'removed' ? undefined : links.get(c.key));
      return href ? {...c, href} : c;
    }),
    pages: pageChanges(
      docSources(versionDir(siteDir, from), versionBase(from)),
      docSources(versionDir(siteDir, to), versionBase(to)),
    ),
    compareUrl: `/versions/compare/?${new URLSearchParams({from, to}).toString()}`,
    engines: {from: history.engines[fromRelease], to: history.engines[toRelease]},
    changelogReleases: history.changelog,
  };
}

/** The release data the /upgrade/ form fetches for one release: every item's state there. */
export function releaseData(release: string, history: History = HISTORY): ReleaseData {
  return {
    release,
    engines: history.engines[release],
    items: Object.fromEntries(itemsAt(history, release)),
    renames: renamesUpTo(history, release),
  };
}

/**
 * Upgrade pages: `/upgrade/<from>/<to>/` prerendered for every documented pair (each docs version to every newer
 * one), the `/upgrade/` form for any pair of extracted releases, their Markdown twins, the per-release data the form
 * loads on submit and each docs version's machine-readable facts (`/docs/<version>/facts.json`).
 */
export default function upgradePlugin(context: LoadContext): Plugin<UpgradePair[]> {
  return {
    name: 'upgrade',
    getPathsToWatch: () => [path.join(context.siteDir, 'CHANGELOG.md')],
    async loadContent() {
      return documentedPairs().map(([from, to]) => upgradePair(context.siteDir, from, to));
    },
    async contentLoaded({content, actions}) {
      for (const pair of content) {
        const data = await actions.createData(`upgrade-${pair.from}--${pair.to}.json`, JSON.stringify(pair));
        actions.addRoute({
          path: upgradePath(pair.from, pair.to),
          component: '@site/src/plugins/upgrade/theme/UpgradePage/index.tsx',
          exact: true,
          modules: {pair: data},
        });
      }
      const changelog = parseChangelog(fs.readFileSync(path.join(context.siteDir, 'CHANGELOG.md'), 'utf8'));
      const index: UpgradeIndex = {
        releases: HISTORY.releases,
        missing: HISTORY.missing,
        documented: content.map(({from, to, fromTitle, toTitle}) => ({from, to, fromTitle, toTitle})),
        breaking: changelog.map((r) => ({
          version: r.version,
          items: r.groups.filter((g) => /breaking/i.test(g.title)).flatMap((g) => g.items),
        })),
        changelogReleases: HISTORY.changelog,
      };
      const indexData = await actions.createData('upgrade-index.json', JSON.stringify(index));
      actions.addRoute({
        path: '/upgrade/',
        component: '@site/src/plugins/upgrade/theme/UpgradeIndex/index.tsx',
        exact: true,
        modules: {index: indexData},
      });
    },
    async postBuild({outDir, content}) {
      const write = (url: string, text: string) => {
        const file = path.join(outDir, url);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, text);
      };
      for (const release of HISTORY.releases) write(releaseDataPath(release), JSON.stringify(releaseData(release)));
      for (const pair of content) write(`${upgradePath(pair.from, pair.to).slice(0, -1)}.md`, upgradeMarkdown(pair));
      for (const version of DOC_VERSIONS) {
        const rows = rowLinks(versionDir(context.siteDir, version), versionBase(version), HISTORY);
        write(`/upgrade/data/rows-${version}.json`, JSON.stringify(Object.fromEntries(rows)));
        const release = releaseOfVersion(version);
        const items = Object.fromEntries(
          [...itemsAt(HISTORY, release)].map(([key, state]) => [key, {...state, history: HISTORY.items[key]}]),
        );
        write(
          factsPath(version),
          `${JSON.stringify({version, release, engines: HISTORY.engines[release], missing: HISTORY.missing, items}, null, 1)}\n`,
        );
      }
    },
  };
}
