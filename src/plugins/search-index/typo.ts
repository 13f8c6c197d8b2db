const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Every string one edit away from `word`, counting an edit as in Damerau–Levenshtein: a deleted, inserted or
 * replaced character, or two neighbouring characters swapped ("deploymnet" → "deployment" is one edit).
 * The search stems each variant and keeps those that are index terms, so a typo is corrected to the word the
 * reader meant even when it breaks the word's ending, which a distance between stems would miss.
 */
export function editVariants(word: string): Set<string> {
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    if (after) variants.add(before + after.slice(1));
    if (after.length > 1) variants.add(before + after[1] + after[0] + after.slice(2));
    for (const character of ALPHABET) {
      variants.add(before + character + after);
      if (after) variants.add(before + character + after.slice(1));
    }
  }
  variants.delete(word);
  return variants;
}

/** What a word's stem may have dropped after the letters that `prefixDistance` compares ("ization", "ations"). */
const MAX_SUFFIX = 9;

/**
 * The fewest edits (Damerau, as above) that turn `stem` into a beginning of `word` that leaves at most
 * `MAX_SUFFIX` letters after it, or `max + 1` when that takes more than `max` edits. Index terms are stems
 * ("internationalization" is `internation`), so a word typed with two slips is compared with the stem as a
 * beginning of it: "internationalisaton" begins with `internation` and is 0 edits from it.
 */
export function prefixDistance(stem: string, word: string, max: number): number {
  let before: number[] = [];
  let previous = Array.from({length: word.length + 1}, (_, column) => column);
  for (let row = 1; row <= stem.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= word.length; column += 1) {
      const same = stem[row - 1] === word[column - 1];
      let cost = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + (same ? 0 : 1));
      const swapped = row > 1 && column > 1 && stem[row - 1] === word[column - 2] && stem[row - 2] === word[column - 1];
      if (swapped) cost = Math.min(cost, before[column - 2]! + 1);
      current.push(cost);
    }
    if (Math.min(...current) > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(max + 1, ...previous.slice(Math.max(0, word.length - MAX_SUFFIX)));
}
