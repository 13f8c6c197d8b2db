/**
 * The documented docs versions and the URLs of the upgrade pages and facts files between them. No Node imports:
 * the versions page, the version note and llms.txt use it too.
 */
import versions from '../../../versions.json';

/** Docs versions of the default instance, newest first, as named in URLs ('current' is the unreleased beta.23). */
export const DOC_VERSIONS: string[] = ['current', ...versions];

/** The extracted release whose facts a docs version follows: rc.1 stands in for the current docs. */
export const releaseOfVersion = (version: string): string => (version === 'current' ? '2.0.0-rc.1' : version);

/** How readers see a docs version. */
export const versionTitle = (version: string): string => (version === 'current' ? '2.0.0-beta.23 (current)' : version);

/** Every documented pair, older → newer: each version to every newer one. */
export function documentedPairs(): [from: string, to: string][] {
  const oldestFirst = [...DOC_VERSIONS].reverse();
  return oldestFirst.flatMap((from, i) => oldestFirst.slice(i + 1).map((to): [string, string] => [from, to]));
}

export const upgradePath = (from: string, to: string): string => `/upgrade/${from}/${to}/`;

/** The upgrade page a reader of `version` is offered: from that version to the newest one. */
export function upgradeFrom(version: string): string | undefined {
  return version === DOC_VERSIONS[0] ? undefined : upgradePath(version, DOC_VERSIONS[0]);
}

/** Machine-readable facts (options, front matter, CLI, with history) of one docs version. */
export const factsPath = (version: string): string =>
  version === 'current' ? '/docs/facts.json' : `/docs/${version}/facts.json`;

/** Per-release data the /upgrade/ form fetches on submit. */
export const releaseDataPath = (release: string): string => `/upgrade/data/${release}.json`;
