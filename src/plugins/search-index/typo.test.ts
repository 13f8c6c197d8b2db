import {describe, expect, it} from 'vitest';
import {editVariants, prefixDistance} from './typo';

describe('editVariants', () => {
  it('counts a swapped pair as one edit', () => {
    expect(editVariants('deploymnet').has('deployment')).toBe(true);
    expect(editVariants('abc').has('abc')).toBe(false);
  });
});

describe('prefixDistance', () => {
  it('compares a stem with the beginning of a word, leaving its ending to the stemmer', () => {
    expect(prefixDistance('internation', 'internationalisaton', 2)).toBe(0);
    expect(prefixDistance('internation', 'internatinalisation', 2)).toBe(1);
    expect(prefixDistance('analyt', 'analitycs', 2)).toBe(1);
    expect(prefixDistance('version', 'versoin', 2)).toBe(1);
  });

  it('answers max + 1 past the bound, and for an ending longer than a suffix', () => {
    expect(prefixDistance('deploy', 'xyzxyzxyz', 2)).toBe(3);
    expect(prefixDistance('intern', 'internationalisaton', 2)).toBe(3);
  });
});
