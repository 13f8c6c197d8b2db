import React, {type ReactNode} from 'react';
import type {DiffPart} from '../types';
import styles from './compare.module.css';

/**
 * An inline word diff: removed words in <del>, added words in <ins>, each announced by a visually hidden label so
 * screen readers and colour-blind readers get more than a colour (strike-through and underline show it too).
 */
export default function DiffText({parts}: {readonly parts: readonly DiffPart[]}): ReactNode {
  return (
    <div className={styles.diff}>
      {parts.map(([op, text], index) => {
        if (op === 0) return <span key={index}>{text}</span>;
        const Tag = op === 1 ? 'ins' : 'del';
        const label = op === 1 ? 'added' : 'removed';
        return (
          <Tag key={index} className={`theme-version-compare-${label}`}>
            <span className="visually-hidden">[{label}: </span>
            {text}
            <span className="visually-hidden">]</span>
          </Tag>
        );
      })}
    </div>
  );
}
