import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SUGGESTED_QUERIES} from '../../client/messages';
import {searchPageUrl} from '../../client/searchPageUrl';
import styles from './styles.module.css';

/** What the search covers, by site section, with the page each starts from (paths under the base URL). */
const SECTIONS = [
  {label: 'Docs', path: 'docs/', description: 'Guides, from installation to deployment'},
  {label: 'API', path: 'docs/cli/', description: 'CLI, configuration, plugins and themes, with every option'},
  {label: 'Blog', path: 'blog/', description: 'Announcements and yearly recaps'},
  {label: 'Changelog', path: 'changelog/', description: 'Release notes of every 2.0 alpha and beta'},
  {label: 'Community', path: 'community/support/', description: 'Support, team, resources and contributing'},
  {label: 'Feature requests', path: 'feature-requests/', description: 'Ideas readers asked for, with their status'},
];

/** Pages most readers come for. */
const POPULAR_PAGES = [
  {label: 'Installation', path: 'docs/installation/'},
  {label: 'docusaurus.config.js', path: 'docs/api/docusaurus-config/'},
  {label: 'Sidebar', path: 'docs/sidebar/'},
  {label: 'Versioning', path: 'docs/versioning/'},
  {label: 'Deployment', path: 'docs/deployment/'},
  {label: 'Internationalization', path: 'docs/i18n/introduction/'},
];

type Props = {
  versions: {name: string; label: string}[];
  versionName: string;
  onVersionChange: (name: string) => void;
};

/** The search page before a query: which versions and sections it searches, popular pages and queries. */
export default function SearchLanding({versions, versionName, onVersionChange}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  return (
    <div className={styles.landing}>
      <section aria-labelledby="search-covers">
        <Heading as="h2" id="search-covers">
          {translate({id: 'search.landing.covers', message: 'What search covers'})}
        </Heading>
        <ul className={styles.sections}>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <Link to={`${baseUrl}${section.path}`}>{section.label}</Link>: {section.description}
            </li>
          ))}
        </ul>
        <p>
          {translate({
            id: 'search.landing.versions',
            message: 'Docs are searched in one version at a time; pick it with the selector above:',
          })}
        </p>
        <ul className={styles.versions}>
          {versions.map((version) => (
            <li key={version.name}>
              <button
                type="button"
                className="button button--sm button--secondary"
                aria-pressed={version.name === versionName}
                onClick={() => onVersionChange(version.name)}
              >
                {version.label}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-popular">
        <Heading as="h2" id="search-popular">
          {translate({id: 'search.landing.popular', message: 'Popular pages'})}
        </Heading>
        <ul className={styles.sections}>
          {POPULAR_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={`${baseUrl}${page.path}`}>{page.label}</Link>
            </li>
          ))}
        </ul>
        <p>{translate({id: 'search.landing.queries', message: 'Or try one of these searches:'})}</p>
        <ul className={styles.versions}>
          {SUGGESTED_QUERIES.map((query) => (
            <li key={query}>
              <Link to={searchPageUrl(baseUrl, query)}>{query}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
