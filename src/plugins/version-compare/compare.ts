import {diffWordsWithSpace} from 'diff';
import {matchSections} from './match';
import {atomiseVersions, normaliseVersion, restoreAtoms, restoreVersion} from './normalise';
import type {DiffPart, PageComparison, PageSide, Section, SectionComparison} from './types';

/** One version of one page, as read from the build. */
export type PageVersion = {side: PageSide; sections: Section[]; names: readonly string[]};

// A diff that takes longer than this is shown as "all removed, all added" rather than holding up the build.
const DIFF_TIMEOUT_MS = 2000;

const countWords = (text: string): number => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

function wordDiff(from: string, to: string, fromNames: readonly string[], toNames: readonly string[]): DiffPart[] {
  const atoms: string[] = [];
  const left = atomiseVersions(from, atoms);
  const right = atomiseVersions(to, atoms);
  const changes = diffWordsWithSpace(left, right, {timeout: DIFF_TIMEOUT_MS}) ?? [
    {value: left, removed: true, added: false, count: 1},
    {value: right, added: true, removed: false, count: 1},
  ];
  const parts = changes
    .filter((change) => change.value !== '')
    .map((change): DiffPart => {
      const text = restoreAtoms(change.value, atoms);
      if (change.removed) return [-1, restoreVersion(text, fromNames)];
      return [change.added ? 1 : 0, restoreVersion(text, toNames)];
    });
  // "arrived in <own name>" becoming "arrived in 2.0.0-beta.21" in the next version reads the same: not a change.
  const merged: DiffPart[] = [];
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    if (part[0] === 1 && previous?.[0] === -1 && previous[1] === part[1]) {
      merged[merged.length - 1] = [0, part[1]];
    } else if (part[0] === 0 && merged[merged.length - 1]?.[0] === 0) {
      merged[merged.length - 1] = [0, merged[merged.length - 1]![1] + part[1]];
    } else {
      merged.push(part);
    }
  });
  return merged;
}

function sumWords(parts: readonly DiffPart[], op: -1 | 1): number {
  return parts.reduce((sum, [partOp, text]) => (partOp === op ? sum + countWords(text) : sum), 0);
}

const ref = (section: Section): {anchor: string; heading: string} => ({
  anchor: section.anchor,
  heading: section.heading,
});

/** Compares two versions of a page section by section. Either side may be missing (page added or removed). */
export function comparePage(from: PageVersion | undefined, to: PageVersion | undefined): PageComparison {
  const normalise = (version: PageVersion | undefined) =>
    (version?.sections ?? []).map((section) => ({
      anchor: section.anchor,
      heading: normaliseVersion(section.heading, version!.names),
      text: normaliseVersion(section.text, version!.names),
    }));
  const fromSections = normalise(from);
  const toSections = normalise(to);
  const fromNames = from?.names ?? [];
  const toNames = to?.names ?? [];

  const sections = matchSections(fromSections, toSections).map((match): SectionComparison => {
    const before = match.from === undefined ? undefined : fromSections[match.from]!;
    const after = match.to === undefined ? undefined : toSections[match.to]!;
    const base = {
      from: match.from === undefined ? undefined : ref(from!.sections[match.from]!),
      to: match.to === undefined ? undefined : ref(to!.sections[match.to]!),
      renamed: match.renamed,
      moved: match.moved,
    };
    if (!before || !after) {
      const parts: DiffPart[] = before
        ? [[-1, restoreVersion(before.text, fromNames)]]
        : [[1, restoreVersion(after!.text, toNames)]];
      return {
        ...base,
        status: before ? 'removed' : 'added',
        wordsAdded: sumWords(parts, 1),
        wordsRemoved: sumWords(parts, -1),
        parts,
      };
    }
    const same: SectionComparison = {
      ...base,
      status: match.renamed || match.moved ? 'changed' : 'unchanged',
      wordsAdded: 0,
      wordsRemoved: 0,
    };
    // The same words on both sides, before or after normalising, are no change.
    if (before.text === after.text || from!.sections[match.from!]!.text === to!.sections[match.to!]!.text) return same;
    const parts = wordDiff(before.text, after.text, fromNames, toNames);
    // Only layout (a line break where a space was) or names that read the same once restored: no change either.
    if (parts.every(([op, text]) => op === 0 || text.trim() === '')) return same;
    return {...base, status: 'changed', wordsAdded: sumWords(parts, 1), wordsRemoved: sumWords(parts, -1), parts};
  });
  const titleChanged =
    !!from && !!to && normaliseVersion(from.side.title, from.names) !== normaliseVersion(to.side.title, to.names);
  return {from: from?.side, to: to?.side, titleChanged, sections};
}

/** Sections that differ in any way: text, heading, position, added or removed. */
export const changedSections = (comparison: PageComparison): SectionComparison[] =>
  comparison.sections.filter((section) => section.status !== 'unchanged');
