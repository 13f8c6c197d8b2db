/**
 * Pairs the sections of two versions of one page, and the pages of two versions of the docs.
 * Sections: by anchor, then by heading text, then by content (a renamed heading with a new anchor);
 * pairs out of their original order are "moved". Pages: by doc id, then by title.
 */

/** What matching needs to know of a section; heading and text already version-normalised. */
export type MatchableSection = {anchor: string; heading: string; text: string};

export type SectionMatch = {from?: number; to?: number; renamed: boolean; moved: boolean};

/** Sections sharing at least this share of their words (Dice coefficient) are one section under a new heading. */
export const SIMILARITY_THRESHOLD = 0.5;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Dice coefficient of the two texts' word multisets: 1 for the same words, 0 for none in common. */
export function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  left.forEach((word) => counts.set(word, (counts.get(word) ?? 0) + 1));
  let common = 0;
  right.forEach((word) => {
    const count = counts.get(word) ?? 0;
    if (count > 0) {
      common += 1;
      counts.set(word, count - 1);
    }
  });
  return (2 * common) / (left.length + right.length);
}

/** Indexes (into `values`) of one longest strictly increasing subsequence. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index]!) kept.add(index);
  return kept;
}

const headingKey = (heading: string): string => heading.toLowerCase();

/**
 * Matches the sections of the older page (`from`) with those of the newer one (`to`). The result follows the
 * newer page's order; a removed section comes right after the section that preceded it in the older page.
 */
export function matchSections(from: readonly MatchableSection[], to: readonly MatchableSection[]): SectionMatch[] {
  const fromOf = new Map<number, number>();
  const usedFrom = new Set<number>();
  const pass = (same: (f: MatchableSection, t: MatchableSection) => boolean): void => {
    to.forEach((t, toIndex) => {
      if (fromOf.has(toIndex)) return;
      const fromIndex = from.findIndex((f, index) => !usedFrom.has(index) && same(f, t));
      if (fromIndex < 0) return;
      fromOf.set(toIndex, fromIndex);
      usedFrom.add(fromIndex);
    });
  };
  pass((f, t) => f.anchor === t.anchor);
  pass((f, t) => f.heading !== '' && headingKey(f.heading) === headingKey(t.heading));
  // What is left: the most similar pairs first, so one weak match cannot take a section from a strong one.
  const candidates = to.flatMap((t, toIndex) =>
    fromOf.has(toIndex)
      ? []
      : from.flatMap((f, fromIndex) => {
          if (usedFrom.has(fromIndex)) return [];
          const score = similarity(f.text, t.text);
          return score >= SIMILARITY_THRESHOLD ? [{toIndex, fromIndex, score}] : [];
        }),
  );
  candidates.sort((a, b) => b.score - a.score);
  candidates.forEach(({toIndex, fromIndex}) => {
    if (fromOf.has(toIndex) || usedFrom.has(fromIndex)) return;
    fromOf.set(toIndex, fromIndex);
    usedFrom.add(fromIndex);
  });

  const matchedTo = [...fromOf.keys()].sort((a, b) => a - b);
  const inOrder = longestIncreasing(matchedTo.map((toIndex) => fromOf.get(toIndex)!));
  const moved = new Set(matchedTo.filter((_, index) => !inOrder.has(index)));

  const result: SectionMatch[] = to.map((t, toIndex) => {
    const fromIndex = fromOf.get(toIndex);
    if (fromIndex === undefined) return {to: toIndex, renamed: false, moved: false};
    return {from: fromIndex, to: toIndex, renamed: from[fromIndex]!.heading !== t.heading, moved: moved.has(toIndex)};
  });
  from.forEach((_, fromIndex) => {
    if (usedFrom.has(fromIndex)) return;
    // After the last entry that comes from an earlier section of the older page (or first).
    let position = 0;
    result.forEach((entry, index) => {
      if (entry.from !== undefined && entry.from < fromIndex) position = index + 1;
    });
    result.splice(position, 0, {from: fromIndex, renamed: false, moved: false});
  });
  return result;
}

export type PageMatch<T> = {from?: T; to?: T};

const titleKey = (title: string): string => title.trim().toLowerCase();

/** Matches the docs of two versions by id, then the rest by title; newer version's order, removed pages last. */
export function matchPages<T extends {id: string; title: string}>(
  from: readonly T[],
  to: readonly T[],
): PageMatch<T>[] {
  const byId = new Map(from.map((doc) => [doc.id, doc]));
  const used = new Set<T>();
  const fromOf = new Map<T, T>();
  to.forEach((doc) => {
    const match = byId.get(doc.id);
    if (match) {
      fromOf.set(doc, match);
      used.add(match);
    }
  });
  to.forEach((doc) => {
    if (fromOf.has(doc)) return;
    const match = from.find((candidate) => !used.has(candidate) && titleKey(candidate.title) === titleKey(doc.title));
    if (match) {
      fromOf.set(doc, match);
      used.add(match);
    }
  });
  return [
    ...to.map((doc) => ({from: fromOf.get(doc), to: doc})),
    ...from.filter((doc) => !used.has(doc)).map((doc) => ({from: doc})),
  ];
}
