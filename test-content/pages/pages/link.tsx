import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

type LinkCase = {readonly to: string; readonly label: string; readonly note: string};
type LinkGroup = {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly links: readonly LinkCase[];
};

const GROUPS: readonly LinkGroup[] = [
  {
    id: 'internal-links',
    title: 'Internal links',
    intro:
      'Routes of this site. They navigate without reloading the page, and the trailing slash is added when missing, following the site setting.',
    links: [
      {to: '/tests/', label: 'Tests home', note: 'an absolute path with its trailing slash'},
      {
        to: '/tests/pages/markdown',
        label: 'Markdown tests',
        note: 'written without the trailing slash, which the link adds',
      },
      {to: '/tests/docs/', label: 'Test docs', note: 'a route of another plugin instance'},
      {
        to: '/tests/docs/folder%20with%20space/doc%201/',
        label: 'Doc 1 in a folder with spaces',
        note: 'a percent-encoded path',
      },
      {to: '/tests/docs/dummy.html', label: 'Doc with an .html slug', note: 'a route whose path ends in .html'},
    ],
  },
  {
    id: 'anchor-links',
    title: 'Anchor links',
    intro: 'Links to a heading, on this page or on another one. The target heading must end up just below the navbar.',
    links: [
      {to: '#external-links', label: 'External links, on this page', note: 'an anchor alone'},
      {
        to: '/tests/pages/page-toc/#first-section',
        label: 'First section of the page TOC test',
        note: 'a path and an anchor',
      },
    ],
  },
  {
    id: 'query-string-links',
    title: 'Links with a query string',
    intro: 'The query string is kept through client-side navigation, and pages can read it.',
    links: [
      {
        to: '/tests/pages/tabs/?package-manager=yarn',
        label: 'Tabs test with the Yarn tab selected',
        note: 'the Tabs component reads the query string',
      },
      {
        to: '/tests/pages/tabs/?flavour=chocolate#group-id-and-query-string-together',
        label: 'Tabs test, chocolate flavour, scrolled to its section',
        note: 'a query string followed by an anchor',
      },
    ],
  },
  {
    id: 'external-links',
    title: 'External links',
    intro:
      'Addresses with a protocol leave the site. The theme opens them in a new tab with rel="noopener noreferrer", so the new page cannot reach back to this one.',
    links: [
      {to: 'https://docusaurus.io/', label: 'docusaurus.io', note: 'an https URL'},
      {to: 'https://github.com/facebook/docusaurus', label: 'The Docusaurus repository', note: 'another domain'},
      {to: 'http://example.com/?from=link-test', label: 'An http URL with a query string', note: 'plain http'},
    ],
  },
  {
    id: 'pathname-links',
    title: 'pathname:// links',
    intro:
      'The pathname:// prefix tells the theme that a path is not a route of the single-page app: the browser loads it as a plain document, skipping the router and the broken-link check. Like any address with a protocol, it opens in a new tab.',
    links: [
      {to: 'pathname:///img/logo.svg', label: 'The logo as a static file', note: 'a file from the static folder'},
      {
        to: 'pathname:///tests/docs/',
        label: 'Test docs, loaded as a full page',
        note: 'a route, opened without the router',
      },
    ],
  },
];

export default function LinkTests(): React.ReactNode {
  const socialCardUrl = useBaseUrl('/img/social-card.png');
  return (
    <Layout
      title="Link tests"
      description="Internal, anchor, query string, external, pathname:// and static file links."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Link tests</Heading>
        <p>
          Every kind of link the theme handles, each group with what a visitor should observe when following it. All of
          them are rendered by the <code>Link</code> component unless stated otherwise.
        </p>
        {GROUPS.map((group) => (
          <section key={group.id}>
            <Heading as="h2" id={group.id}>
              {group.title}
            </Heading>
            <p>{group.intro}</p>
            <ul data-link-group={group.id}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link> ({link.note})
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <Heading as="h2" id="static-file-links">
            Static files
          </Heading>
          <p>
            A plain <code>a</code> element whose address comes from <code>useBaseUrl</code>, with the{' '}
            <code>download</code> attribute: the browser saves the social card image instead of navigating to it.
          </p>
          <p>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- this case is the plain element itself */}
            <a href={socialCardUrl} download>
              Download the social card
            </a>
          </p>
        </section>
      </main>
    </Layout>
  );
}
