import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useVersions, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {upgradePath} from '../../plugins/upgrade/links';
import styles from './styles.module.css';

const REPO_URL = 'https://github.com/facebook/docusaurus';

type RowProps = {
  readonly version: GlobalVersion;
  readonly releaseNotes?: string;
  readonly extra?: React.ReactNode;
  /** The version before this one, for the link to what changed since. */
  readonly previous?: GlobalVersion;
};

function VersionRow({version, releaseNotes, extra, previous}: RowProps): React.ReactNode {
  const mainDocPath = version.docs.find((doc) => doc.id === version.mainDocId)?.path ?? version.path;
  return (
    <tr>
      <th scope="row">{version.label}</th>
      <td>
        <Link to={mainDocPath}>Documentation</Link>
        {' · '}
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a static page built after the site (src/plugins/print-version), not a route */}
        <a href={`${version.path.replace(/\/$/, '')}/print/`} aria-label={`Print or save as PDF: ${version.label}`}>
          Print or save as PDF
        </a>
      </td>
      <td>{releaseNotes ? <Link to={releaseNotes}>Release notes</Link> : extra}</td>
      <td>
        {previous ? (
          <>
            <Link to={`/versions/compare/?${new URLSearchParams({from: previous.name, to: version.name}).toString()}`}>
              Changes since {previous.label}
            </Link>
            {' · '}
            <Link
              to={upgradePath(previous.name, version.name)}
              aria-label={`Upgrade guide from ${previous.label} to ${version.label}`}
            >
              Upgrade guide
            </Link>
          </>
        ) : (
          'First version documented here'
        )}
      </td>
    </tr>
  );
}

function VersionTable({children}: {readonly children: React.ReactNode}): React.ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Docs</th>
          <th scope="col">Notes</th>
          <th scope="col">Compare</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every docs version of the default instance, from versions.json plus the unreleased current version. */
export default function VersionsPage(): React.ReactNode {
  const versions = useVersions('default');
  const current = versions.find((v) => v.name === 'current');
  const released = versions.filter((v) => v.name !== 'current');
  const [latestStable, ...past] = released;
  // Newest first, so each version's previous one is the next in the list.
  const previousOf = (version: GlobalVersion): GlobalVersion | undefined => versions[versions.indexOf(version) + 1];

  return (
    <Layout
      title="Versions"
      description="All documented versions of Docusaurus: the next release, the latest stable release and past releases."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Docusaurus documentation versions</Heading>
        <p>
          Each version below has its own copy of the documentation. Pick the one that matches the{' '}
          <code>@docusaurus/core</code> version in your <code>package.json</code>; the version dropdown in the navbar
          switches between them on any doc page.
        </p>

        {current && (
          <section className={styles.section}>
            <Heading as="h2">Next version (unreleased)</Heading>
            <p>
              The documentation of the work in progress on the main branch. Features described here may not be published
              yet.
            </p>
            <VersionTable>
              <VersionRow
                version={current}
                extra={<Link href={REPO_URL}>Source code</Link>}
                previous={previousOf(current)}
              />
            </VersionTable>
          </section>
        )}

        {latestStable && (
          <section className={styles.section}>
            <Heading as="h2">Latest stable version</Heading>
            <p>
              The most recent published release, the one <code>npm install</code> gives you today.
            </p>
            <VersionTable>
              <VersionRow
                version={latestStable}
                releaseNotes={`/changelog/${latestStable.name}/`}
                previous={previousOf(latestStable)}
              />
            </VersionTable>
          </section>
        )}

        {past.length > 0 && (
          <section className={styles.section}>
            <Heading as="h2">Past versions</Heading>
            <p>
              Older releases that still have their own documentation. Releases before these are described in the{' '}
              <Link to="/changelog/v2/">full changelog</Link>.
            </p>
            <VersionTable>
              {past.map((version) => (
                <VersionRow
                  key={version.name}
                  version={version}
                  releaseNotes={`/changelog/${version.name}/`}
                  previous={previousOf(version)}
                />
              ))}
            </VersionTable>
          </section>
        )}
      </main>
    </Layout>
  );
}
