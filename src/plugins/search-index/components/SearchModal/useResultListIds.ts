import {useEffect} from 'react';

/**
 * DocSearch 3 gives every result list the same id, `docsearch-list`, while the
 * search input's `aria-controls` names each list as `<source>-list`: screen
 * readers then cannot tell which list the input controls. This gives each
 * list the id the input names, read from the ids of its own options.
 */
export function useResultListIds(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root) return undefined;
    const update = (): void => {
      root.querySelectorAll('ul[role="listbox"]').forEach((list) => {
        const source = list.querySelector('li[id]')?.id.match(/^(.+)-item-\d+$/)?.[1];
        if (source && list.id !== `${source}-list`) list.id = `${source}-list`;
      });
    };
    const observer = new MutationObserver(update);
    observer.observe(root, {childList: true, subtree: true});
    update();
    return () => observer.disconnect();
  }, [root]);
}
