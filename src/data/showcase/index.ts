import {sites} from './sites';
import type {Site} from './types';

export type {Site, Tag, TagType} from './types';
export {tags, tagTypes} from './tags';

function compareSites(a: Site, b: Site): number {
  const favouriteOrder = Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
  return favouriteOrder || a.title.localeCompare(b.title, 'en', {sensitivity: 'base'});
}

/** Every site, favourites first, then alphabetical by title. Computed once at module load. */
export const sortedSites: readonly Site[] = [...sites].sort(compareSites);

export const favoriteSites: readonly Site[] = sortedSites.filter((site) => site.tags.includes('favorite'));
