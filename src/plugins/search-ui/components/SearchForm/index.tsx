import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type VersionOption = {name: string; label: string};

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  versions: VersionOption[];
  versionName: string;
  onVersionChange: (versionName: string) => void;
};

/** The search page's query field and docs version selector. */
export default function SearchForm({query, onQueryChange, versions, versionName, onVersionChange}: Props): ReactNode {
  return (
    // Results follow the input as it changes: submitting has nothing left to do.
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        name="q"
        className={styles.input}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
        aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
        autoComplete="off"
      />
      <label className={styles.version}>
        {translate({id: 'search.versionLabel', message: 'Docs version'})}
        <select value={versionName} onChange={(event) => onVersionChange(event.target.value)}>
          {versions.map((version) => (
            <option key={version.name} value={version.name}>
              {version.label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
