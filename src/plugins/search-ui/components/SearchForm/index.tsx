import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
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
  const action = useBaseUrl('/search/');
  return (
    // Before hydration the form is a plain GET to this page with `q` and `version`, which the page reads from its
    // URL; after it, results follow the input as it changes and submitting has nothing left to do.
    <form
      role="search"
      className={styles.form}
      action={action}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
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
        <select name="version" value={versionName} onChange={(event) => onVersionChange(event.target.value)}>
          {versions.map((version) => (
            <option key={version.name} value={version.name}>
              {version.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--primary">
        {translate({id: 'search.submit', message: 'Show results'})}
      </button>
    </form>
  );
}
