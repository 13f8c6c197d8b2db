/** Data shapes of the upgrade pages, shared by the plugin (Node) and its theme components. */
import type {ItemState} from '../option-anchors/history';
import type {Breaking, Engines, OptionChange} from './compute';
import type {PageChange} from './sources';

/** One prerendered page `/upgrade/<from>/<to>/`. */
export type UpgradePair = {
  from: string;
  to: string;
  fromTitle: string;
  toTitle: string;
  fromRelease: string;
  toRelease: string;
  breaking: Breaking[];
  options: OptionChange[];
  pages: PageChange[];
  compareUrl: string;
  engines: {from?: Engines; to?: Engines};
  changelogReleases: string[];
};

/** What the /upgrade/ page needs before the reader submits the form. */
export type UpgradeIndex = {
  releases: string[];
  missing: string[];
  documented: {from: string; to: string; fromTitle: string; toTitle: string}[];
  /** Every changelog release, newest first, with its breaking changes. */
  breaking: {version: string; items: string[]}[];
  changelogReleases: string[];
};

/** `/upgrade/data/<release>.json`: every item's state in one release. */
export type ReleaseData = {
  release: string;
  engines?: Engines;
  items: Record<string, ItemState>;
  /** Renames up to this release (old key → new key): the form and the config checker name the new key. */
  renames?: Record<string, string>;
};
