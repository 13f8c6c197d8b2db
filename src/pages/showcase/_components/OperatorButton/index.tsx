// Switches how selected tags combine: OR (a site needs any of them, the default) or AND (all of them).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useShowcaseFilters, useUpdateShowcaseFilters} from '../../_utils';
import styles from './styles.module.css';

export default function OperatorButton(): ReactNode {
  const {operator} = useShowcaseFilters();
  const update = useUpdateShowcaseFilters();
  const isAnd = operator === 'AND';
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={isAnd}
      title={isAnd ? 'Sites must have every selected tag' : 'Sites need at least one selected tag'}
      onClick={() => update({operator: isAnd ? 'OR' : 'AND'})}
    >
      <span>Match all tags</span>
      {/* The pressed state already tells assistive technology which operator is on. */}
      <span className={styles.track} aria-hidden="true">
        <span className={clsx(styles.option, !isAnd && styles.active)}>OR</span>
        <span className={clsx(styles.option, isAnd && styles.active)}>AND</span>
      </span>
    </button>
  );
}
