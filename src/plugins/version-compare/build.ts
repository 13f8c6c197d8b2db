import fs from 'node:fs/promises';
import path from 'node:path';
import type {Release} from '../changelog/parse';
import {changedSections, comparePage, type PageVersion} from './compare';
import {matchPages} from './match';
import {noteHtml, NOTE_SLOT_CLASS} from './note';
import {movedRedirects, redirectHtml, type Redirect} from './redirects';
import {releaseNotes, releasesBetween} from './releases';
import {
  DATA_DIR,
  pairDir,
  type PageSide,
  type PageSummary,
  type PairSummary,
  type Section,
  type VersionNotes,
} from './types';

/** One docs version as the plugin loaded it; each doc also has its path inside the version (no base path). */
export type CompareVersion = {
  name: string;
  label: string;
  /** The version's base path, without trailing slash ('/docs', '/docs/2.0.0-beta.22'). */
  base: string;
  names: readonly string[];
  docs: readonly (PageSide & {relativePath: string})[];
};

export type BuildResult = {pairs: {dir: string; files: number; bytes: number}[]; notes: number; redirects: Redirect[]};

const htmlFile = (outDir: string, permalink: string): string =>
  path.join(outDir, decodeURIComponent(permalink), 'index.html');

/** The route of a doc's page: its permalink with the trailing slash of the site's routes. */
export const docRoute = (permalink: string): string => (permalink.endsWith('/') ? permalink : `${permalink}/`);

/** A version's docs with their sections, from the sections of every built doc page (by route). */
function versionPages(
  version: CompareVersion,
  sectionsByRoute: ReadonlyMap<string, Section[] | null>,
): Map<string, PageVersion> {
  return new Map(
    version.docs.map((doc): [string, PageVersion] => {
      const sections = sectionsByRoute.get(docRoute(doc.path));
      if (!sections) throw new Error(`version-compare: ${doc.path} has no "article .markdown" content to compare`);
      const side: PageSide = {id: doc.id, title: doc.title, path: doc.path, category: doc.category};
      return [doc.id, {side, sections, names: version.names}];
    }),
  );
}

async function writeJson(file: string, data: unknown): Promise<number> {
  const text = JSON.stringify(data);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
  return Buffer.byteLength(text);
}

/** Fills the note slot of a prerendered doc page with the same markup the client renders. */
export function injectNote(html: string, note: string): string {
  // The build minifies the HTML: the attribute may have lost its quotes.
  const slot = new RegExp(`(<div class="?${NOTE_SLOT_CLASS}"?>)(</div>)`);
  if (!slot.test(html)) throw new Error(`version-compare: the page has no empty ${NOTE_SLOT_CLASS} to fill`);
  return html.replace(slot, `$1${note}$2`);
}

/**
 * Compares every pair of docs versions (`versions` newest first) from the built pages: writes one folder per pair
 * (`index.json` for the comparison page, one file per page that differs), the notes of each version, the notes
 * into the prerendered pages, and redirect pages for docs that moved.
 */
export async function buildComparisons(options: {
  outDir: string;
  versions: readonly CompareVersion[];
  /** The sections of each built doc page (`extractSections`), by route; null where the page has no doc content. */
  sectionsByRoute: ReadonlyMap<string, Section[] | null>;
  releases: readonly Release[];
  changelogBase: string;
}): Promise<BuildResult> {
  const {outDir, versions, sectionsByRoute, releases, changelogBase} = options;
  const dataDir = path.join(outDir, DATA_DIR);
  const pages = versions.map((version) => versionPages(version, sectionsByRoute));
  const result: BuildResult = {pairs: [], notes: 0, redirects: []};
  // Chains of the same page across adjacent versions, for redirects: key `${versionIndex}:${id}` → group.
  const groupOf = new Map<string, [number, string][]>();

  for (let older = versions.length - 1; older > 0; older -= 1) {
    for (let newer = older - 1; newer >= 0; newer -= 1) {
      const from = versions[older]!;
      const to = versions[newer]!;
      const dir = pairDir(from.name, to.name);
      const notes: VersionNotes = {};
      const summaries: PageSummary[] = [];
      // The pages' files are written while the next pages are compared: each write mostly waits on the file system.
      const writes: Promise<number>[] = [];
      for (const match of matchPages(from.docs, to.docs)) {
        const comparison = comparePage(
          match.from && pages[older]!.get(match.from.id),
          match.to && pages[newer]!.get(match.to.id),
        );
        const changed = changedSections(comparison);
        const status = !match.from
          ? 'added'
          : !match.to
            ? 'removed'
            : changed.length > 0 || comparison.titleChanged
              ? 'changed'
              : 'unchanged';
        const moved = !!match.from && !!match.to && match.from.relativePath !== match.to.relativePath;
        const summary: PageSummary = {
          status,
          from: comparison.from,
          to: comparison.to,
          moved,
          sections: changed.length,
          wordsAdded: changed.reduce((sum, section) => sum + section.wordsAdded, 0),
          wordsRemoved: changed.reduce((sum, section) => sum + section.wordsRemoved, 0),
        };
        if (status !== 'unchanged') {
          summary.file = `pages/${match.to ? match.to.id : `removed/${match.from!.id}`}.json`;
          writes.push(writeJson(path.join(dataDir, dir, summary.file), comparison));
        }
        summaries.push(summary);
        if (newer === older - 1 && match.to) {
          if (status === 'added') notes[match.to.id] = {kind: 'new', label: to.label};
          else if (status === 'changed')
            notes[match.to.id] = {
              kind: 'changed',
              since: from.name,
              sinceLabel: from.label,
              sections: Math.max(changed.length, 1),
            };
        }
        if (newer === older - 1 && match.from && match.to) {
          const fromKey = `${older}:${match.from.id}`;
          const group = groupOf.get(fromKey) ?? [[older, match.from.id]];
          group.push([newer, match.to.id]);
          groupOf.set(fromKey, group);
          groupOf.set(`${newer}:${match.to.id}`, group);
        }
      }
      const pairReleases = releasesBetween(releases, from.names[0] ?? from.name, to.names[0] ?? to.name).map(
        (release) => releaseNotes(release, changelogBase),
      );
      const pair: PairSummary = {from: from.name, to: to.name, pages: summaries, releases: pairReleases};
      writes.push(writeJson(path.join(dataDir, dir, 'index.json'), pair));
      const bytes = (await Promise.all(writes)).reduce((total, written) => total + written, 0);
      result.pairs.push({dir, files: writes.length, bytes});

      if (newer === older - 1) {
        await writeJson(path.join(dataDir, 'notes', `${to.name}.json`), notes);
        await Promise.all(
          to.docs.map(async (doc) => {
            const file = htmlFile(outDir, doc.path);
            // Other plugins read the pages at the same time (search index, PWA): replace each file in one step.
            await fs.writeFile(
              `${file}.version-compare`,
              injectNote(await fs.readFile(file, 'utf8'), noteHtml(notes[doc.id])),
            );
            await fs.rename(`${file}.version-compare`, file);
          }),
        );
        result.notes += Object.keys(notes).length;
      }
    }
  }
  // The oldest version has no previous one: an empty notes file keeps the client's lookup uniform.
  await writeJson(path.join(dataDir, 'notes', `${versions[versions.length - 1]!.name}.json`), {});

  const groups = [...new Set(groupOf.values())];
  result.redirects = movedRedirects(
    versions.map((version) => ({
      base: version.base,
      docs: version.docs.map((doc) => ({id: doc.id, path: doc.relativePath})),
    })),
    groups,
  );
  await Promise.all(
    result.redirects.map(async ({from, to}) => {
      const file = path.join(outDir, decodeURIComponent(from), 'index.html');
      await fs.mkdir(path.dirname(file), {recursive: true});
      // Never over a page of the build (a category index may sit at a doc's old path).
      await fs.writeFile(file, redirectHtml(to), {flag: 'wx'}).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    }),
  );
  return result;
}
