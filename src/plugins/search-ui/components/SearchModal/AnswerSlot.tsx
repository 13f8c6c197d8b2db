import React, {useCallback, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {QueryAnswer} from '../../client/localSearchClient';
import AnswerCard from '../AnswerCard';
import {useSubtreeChanges} from './useSubtreeChanges';

const SLOT_CLASS = 'search-answer-slot';

/** DocSearch's results screen, if it is showing: an element of ours at its top, and the query in the input. */
function useResultsScreen(root: HTMLElement): {slot: HTMLElement; query: string} | null {
  const [found, setFound] = useState<{slot: HTMLElement; query: string} | null>(null);
  const findScreen = useCallback((): void => {
    // The results screen's container holds one section per group of hits; the start screen (recent searches)
    // uses the same container, so the hits' `listbox` tells them apart.
    const screen = root.querySelector('.DocSearch-Dropdown-Container');
    const input = root.querySelector<HTMLInputElement>('input#docsearch-input');
    if (!screen || !input || !screen.querySelector('[role="listbox"] .DocSearch-Hit')) {
      setFound(null);
      return;
    }
    let slot = screen.querySelector<HTMLElement>(`:scope > .${SLOT_CLASS}`);
    if (!slot) {
      slot = document.createElement('div');
      slot.className = SLOT_CLASS;
      screen.prepend(slot);
    }
    const current = {slot, query: input.value};
    setFound((previous) => (previous?.slot === slot && previous.query === current.query ? previous : current));
  }, [root]);
  useSubtreeChanges(root, findScreen);
  return found;
}

type Props = {
  /** The element DocSearch's modal is rendered in. */
  root: HTMLElement;
  /** The answer of the last query the local client answered. */
  answer: QueryAnswer | null;
  onNavigate: () => void;
};

/**
 * Puts the answer card (see `answerHit`) at the top of DocSearch's results screen, above its lists, when the
 * results on screen are those of the answered query.
 */
export default function AnswerSlot({root, answer, onNavigate}: Props): ReactNode {
  const found = useResultsScreen(root);
  if (!found) return null;
  const hit = answer && answer.query === found.query ? answer.hit : null;
  return createPortal(<AnswerCard hit={hit} onNavigate={onNavigate} />, found.slot);
}
