import {describe, expect, it} from 'vitest';
import {docsInSidebarOrder} from './sidebarOrder';

describe('docsInSidebarOrder', () => {
  it('reads the sidebars in turn, a category before its items, each doc once', () => {
    const sidebars = {
      docs: [
        {type: 'doc' as const, id: 'intro'},
        {
          type: 'category' as const,
          link: {type: 'doc', id: 'guides/index'},
          items: [{type: 'doc' as const, id: 'guides/a'}, {type: 'link' as const}, {type: 'ref' as const, id: 'cli'}],
        },
        {type: 'category' as const, link: {type: 'generated-index'}, items: [{type: 'doc' as const, id: 'intro'}]},
      ],
      api: [{type: 'doc' as const, id: 'cli'}],
    };
    expect(docsInSidebarOrder(sidebars)).toEqual(['intro', 'guides/index', 'guides/a', 'cli']);
  });
});
