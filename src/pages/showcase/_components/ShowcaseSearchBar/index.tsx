// Narrows the list to sites whose name contains the typed text.
import React, {type ReactNode} from 'react';
import {useShowcaseFilters, useUpdateShowcaseFilters} from '../../_utils';
import styles from './styles.module.css';

const LABEL = 'Search for site name…';

export default function ShowcaseSearchBar(): ReactNode {
  const {name} = useShowcaseFilters();
  const update = useUpdateShowcaseFilters();
  return (
    <div className={styles.searchBar}>
      <label htmlFor="showcase-search" className="visually-hidden">
        {LABEL}
      </label>
      <input
        id="showcase-search"
        type="search"
        className={styles.input}
        placeholder={LABEL}
        value={name}
        autoComplete="off"
        onChange={(event) => update({name: event.currentTarget.value})}
      />
    </div>
  );
}
