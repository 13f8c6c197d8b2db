import {gunzipSync} from 'node:zlib';
import {recordsToIndexFiles} from './indexFiles';
import {loadIndex, type LoadedIndex} from './query';
import type {PageRecord, Section} from './types';

/** For unit tests: records through the index files, as the browser receives them (one index per context). */
export function indexesOf(records: PageRecord[]): LoadedIndex[] {
  const {manifest, files} = recordsToIndexFiles(records, '/');
  return Object.entries(manifest.contexts).map(([context, entry]) =>
    loadIndex(context, gunzipSync(files.find(({name}) => name === entry.file)!.content)),
  );
}

/** For unit tests: the record of the current docs' sidebar guide, with the given sections. */
export function sidebarRecord(sections: Section[]): PageRecord {
  return {
    context: 'docs-default-current',
    url: '/docs/sidebar/',
    category: 'Guides',
    title: 'Sidebar',
    keywords: [],
    sections,
  };
}

/** The tests' common docs page: an intro with markup in its text, and two anchored sections. */
export const sidebarPage = sidebarRecord([
  {headings: [], anchor: '', text: 'A sidebar groups docs and <b>links</b>.'},
  {headings: ['Collapsing categories'], anchor: 'collapsing', text: 'Categories can start collapsed.'},
  {headings: ['Hiding'], anchor: 'hiding', text: 'Readers can hide the sidebar.'},
]);

/** Another page of the same docs version that mentions the sidebar. */
export const versioningPage: PageRecord = {
  ...sidebarRecord([{headings: [], anchor: '', text: 'Each version has its own sidebar file.'}]),
  url: '/docs/versioning/',
  title: 'Versioning',
};

/** A page outside the docs (the `default` context). */
export const blogPost: PageRecord = {
  context: 'default',
  url: '/blog/i18n/',
  category: 'Blog',
  title: 'Releasing i18n',
  keywords: [],
  sections: [{headings: [], anchor: '', text: 'Translate every label.'}],
};
