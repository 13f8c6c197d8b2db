import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {searchMessages} from '../../client/messages';
import SearchSuggestions from '../SearchSuggestions';
import {useSubtreeChanges} from './useSubtreeChanges';

const SLOT_CLASS = 'search-no-results-slot';
const FAILED_ATTRIBUTE = 'data-search-index-failed';

/** The no-results screen DocSearch is showing, if any, and an element of ours inside it. */
function useNoResultsScreen(root: HTMLElement): {screen: Element; slot: HTMLElement} | null {
  const [found, setFound] = useState<{screen: Element; slot: HTMLElement} | null>(null);
  const findScreen = useCallback((): void => {
    const screen = root.querySelector('.DocSearch-NoResults');
    if (!screen) {
      setFound(null);
      return;
    }
    let slot = screen.querySelector<HTMLElement>(`:scope > .${SLOT_CLASS}`);
    if (!slot) {
      slot = document.createElement('div');
      slot.className = SLOT_CLASS;
      // Between "No results for" and "Believe this query…", where DocSearch puts its own suggestions.
      screen.insertBefore(slot, screen.querySelector(':scope > .DocSearch-Help'));
    }
    const current = {screen, slot};
    setFound((previous) => (previous?.slot === slot ? previous : current));
  }, [root]);
  useSubtreeChanges(root, findScreen);
  return found;
}

type Props = {
  /** The element DocSearch's modal is rendered in. */
  root: HTMLElement;
  /** The index could not be loaded for the last search. */
  failed: boolean;
  /** Called when a suggestion is followed. */
  onNavigate: () => void;
};

/**
 * Completes DocSearch's no-results screen. DocSearch only offers "Try searching
 * for" with group names from earlier results in the session, so a first query
 * that finds nothing would offer nothing: this adds our suggestion links. And
 * the local client answers a failed index load with no hits (see
 * `createLocalSearchClient`), so when the load failed this replaces the
 * screen's texts with the error texts.
 */
export default function NoResultsScreen({root, failed, onNavigate}: Props): ReactNode {
  const found = useNoResultsScreen(root);
  useEffect(() => {
    found?.screen.toggleAttribute(FAILED_ATTRIBUTE, failed);
  }, [found, failed]);
  if (!found) return null;
  return createPortal(
    failed ? (
      <div role="alert">
        <p className="DocSearch-Title">{searchMessages.errorTitle}</p>
        <p className="DocSearch-Help">{searchMessages.errorHelp}</p>
      </div>
    ) : (
      <SearchSuggestions onSelect={onNavigate} />
    ),
    found.slot,
  );
}
