import {useCallback} from 'react';
import {useSubtreeChanges} from './useSubtreeChanges';

/**
 * DocSearch 3 gives every result list the same id, `docsearch-list`, while the
 * search input's `aria-controls` names each list as `<source>-list`: screen
 * readers then cannot tell which list the input controls. This gives each
 * list the id the input names, read from the ids of its own options.
 */
export function useResultListIds(root: HTMLElement | null): void {
  const nameLists = useCallback(() => {
    root?.querySelectorAll('ul[role="listbox"]').forEach((list) => {
      const source = list.querySelector('li[id]')?.id.match(/^(.+)-item-\d+$/)?.[1];
      if (source && list.id !== `${source}-list`) list.id = `${source}-list`;
    });
  }, [root]);
  useSubtreeChanges(root, nameLists);
}
