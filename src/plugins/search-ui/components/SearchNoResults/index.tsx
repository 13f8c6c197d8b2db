import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl, searchMessages} from '../../client/messages';
import SearchSuggestions from '../SearchSuggestions';
import styles from './styles.module.css';

/** What the search page says when nothing matches: the same texts as the modal's no-results screen. */
export default function SearchNoResults({query}: {query: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.noResults}>
      <p>
        {searchMessages.noResults} "<strong>{query}</strong>"
      </p>
      <SearchSuggestions />
      <p>
        {searchMessages.reportMissing}{' '}
        <a
          href={missingResultsUrl(siteConfig.organizationName ?? '', siteConfig.projectName ?? '', query)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {searchMessages.reportMissingLink}
        </a>
      </p>
    </div>
  );
}
