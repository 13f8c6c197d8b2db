// The combined "V2 Changelog" page: every release with its date, linking to its own page.
import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ReleaseSummary} from '../../index';
import styles from './styles.module.css';
import {formatDate} from '@site/src/utils/formatDate';

type Props = {readonly releases: ReleaseSummary[]};

export default function AllReleases({releases}: Props): React.ReactNode {
  return (
    <Layout title="V2 Changelog" description="Every Docusaurus 2 release with its date, newest first.">
      <main className="container margin-vert--lg">
        <Heading as="h1">V2 Changelog</Heading>
        <p>
          All {releases.length} releases of Docusaurus 2, from {releases.at(-1)?.version} to {releases[0]?.version}.
          Each link opens the summary of that release.
        </p>
        <ol className={styles.list} reversed>
          {releases.map(({version, date, permalink}) => (
            <li key={version} className={styles.item}>
              <Link to={permalink}>{version}</Link>
              <time dateTime={date}>{formatDate(date)}</time>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
