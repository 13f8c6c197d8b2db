import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {SearchHit} from '../../../search-index/query';
import styles from './styles.module.css';

type Props = {
  /** The answer (see `answerHit`), or `null` for none: the region stays, empty, so screen readers announce the next. */
  hit: SearchHit | null;
  /** Called when the answer's link is followed (the modal closes). */
  onNavigate?: () => void;
};

/** The section that answers a question, above the results: page title, heading, its first lines, a link to it. */
export default function AnswerCard({hit, onNavigate}: Props): ReactNode {
  const labelId = useId();
  return (
    <div aria-live="polite" className="search-answer">
      {hit && (
        <section className={styles.card} aria-labelledby={labelId}>
          <p id={labelId} className={styles.label}>
            {translate({id: 'search.answer.label', message: 'Answer', description: 'Label of the search answer card'})}
          </p>
          <p className={styles.page}>{hit.title}</p>
          <Link to={hit.url} className={styles.heading} onClick={onNavigate}>
            {hit.headings.at(-1)}
          </Link>
          {hit.excerpt && <p className={styles.excerpt}>{hit.excerpt}</p>}
        </section>
      )}
    </div>
  );
}
