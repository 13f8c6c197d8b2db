import {describe, expect, it} from 'vitest';
import {queryWords, textTerms, wordTerms} from './text';
import {editVariants} from './typo';

describe('terms', () => {
  it('stems English words the same way in pages and queries', () => {
    expect(textTerms('Announcing the installation')).toEqual(textTerms('announcement install'));
  });

  it('keeps compound words whole and adds their parts', () => {
    expect(wordTerms('trailingSlash')).toEqual(['trailingslash', 'trail', 'slash']);
    expect(wordTerms('docusaurus.config.js')).toEqual(['docusaurus.config.js', 'docusauru', 'config', 'js']);
    expect(wordTerms('2.0.0-beta.21')).toEqual(['2.0.0-beta.21', '2', '0', 'beta', '21', 'beta.21']);
  });

  it('drops words without meaning from queries, unless nothing else is left', () => {
    expect(queryWords('how do I deploy to GitHub pages').map(({word}) => word)).toEqual(['deploy', 'github', 'pages']);
    expect(queryWords('how to').map(({word}) => word)).toEqual(['how', 'to']);
  });
});

describe('editVariants', () => {
  it('includes swapped neighbours as one edit, and deletions, insertions and replacements', () => {
    const variants = editVariants('deploymnet');
    expect(variants).toContain('deployment');
    expect(editVariants('sidbar')).toContain('sidebar');
    expect(editVariants('tabs')).toContain('tab');
    expect(editVariants('tabs')).toContain('tags');
    expect(variants).not.toContain('deploymnet');
  });
});
