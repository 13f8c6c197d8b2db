import {describe, expect, it} from 'vitest';
import {decodeTerms, encodeTerms} from './termList';

describe('term lists', () => {
  it('write each term as the prefix it shares with the one before and the rest', () => {
    expect(encodeTerms(['config', 'configur', 'docusaurus.config.js', 'docusaurus.config.ts', 'e'])).toEqual({
      shared: [0, 6, 0, 18, 0],
      suffixes: ['config', 'ur', 'docusaurus.config.js', 'ts', 'e'],
    });
  });

  it('read back the same terms, the empty list and Unicode included', () => {
    for (const terms of [[], ['a'], ['2.0.0-beta.21', '2.0.0-beta.22', '2.0.0-beta.3', 'éa', 'éb', 'ü']]) {
      expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
    }
  });
});
