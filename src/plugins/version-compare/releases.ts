import {marked} from 'marked';
import type {Release} from '../changelog/parse';
import type {ReleaseNotes} from './types';

/**
 * The releases after `from` up to and including `to`, newest first, from the parsed CHANGELOG.md (newest first).
 * A `to` that is not released yet (the current docs) takes every release after `from`.
 */
export function releasesBetween(releases: readonly Release[], from: string, to: string): Release[] {
  const fromIndex = releases.findIndex((release) => release.version === from);
  if (fromIndex < 0) return [];
  const toIndex = releases.findIndex((release) => release.version === to);
  return releases.slice(Math.max(toIndex, 0), fromIndex);
}

/** A release's notes as HTML (our own CHANGELOG.md, so trusted), with the URL of its changelog page. */
export function releaseNotes(release: Release, changelogBase: string): ReleaseNotes {
  const body = release.groups
    .map((group) => [`#### ${group.title}`, '', ...group.items.map((item) => `- ${item}`)].join('\n'))
    .join('\n\n');
  const html = marked.parse(`${release.summary}\n\n${body}\n`, {async: false, gfm: true});
  return {version: release.version, date: release.date, url: `${changelogBase}${release.version}/`, html};
}
