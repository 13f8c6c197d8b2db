import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SUGGESTED_QUERIES, searchMessages} from '../../client/messages';
import {searchPageUrl} from '../../client/searchPageUrl';
import styles from './styles.module.css';

type Props = {
  /** Called when a suggestion is followed, e.g. to close the modal. */
  onSelect?: () => void;
};

/** "Try searching for" and links to the search page for a few popular queries. */
export default function SearchSuggestions({onSelect}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.suggestions}>
      <p className={styles.label}>{searchMessages.suggestions}:</p>
      <ul className={styles.list}>
        {SUGGESTED_QUERIES.map((query) => (
          <li key={query}>
            <Link to={searchPageUrl(siteConfig.baseUrl, query)} onClick={onSelect}>
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
