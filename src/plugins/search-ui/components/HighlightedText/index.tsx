import React, {Fragment, type ReactNode} from 'react';
import {markTerms} from '../../highlight';

type Props = {text: string; terms: ReadonlySet<string>};

/** Text with the words the query matched in `<mark>`. */
export default function HighlightedText({text, terms}: Props): ReactNode {
  return markTerms(text, terms).map(({text: part, match}, position) => (
    // Segments never move: their position is a stable key.
    <Fragment key={position}>{match ? <mark>{part}</mark> : part}</Fragment>
  ));
}
