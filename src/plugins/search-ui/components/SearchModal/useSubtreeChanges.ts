import {useEffect} from 'react';

/**
 * Calls `onChange` now and whenever DocSearch adds or removes elements under
 * `root`: the modal renders its screens itself, so the fixes to its markup
 * have to follow what it renders. `onChange` must be stable (memoised).
 */
export function useSubtreeChanges(root: HTMLElement | null, onChange: () => void): void {
  useEffect(() => {
    if (!root) return undefined;
    const observer = new MutationObserver(onChange);
    observer.observe(root, {childList: true, subtree: true});
    onChange();
    return () => observer.disconnect();
  }, [root, onChange]);
}
