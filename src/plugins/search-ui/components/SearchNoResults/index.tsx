import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
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
        {/* An external address: Link opens it in a new tab with noopener, as the theme does for every such link. */}
        <Link href={missingResultsUrl(siteConfig.organizationName ?? '', siteConfig.projectName ?? '', query)}>
          {searchMessages.reportMissingLink}
        </Link>
      </p>
    </div>
  );
}
