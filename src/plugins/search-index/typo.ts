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
