import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function TestsIndex(): React.ReactNode {
  return (
    <Layout title="Tests" description="Pages that exercise edge cases of the theme.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tests</Heading>
        <p>These pages exist to exercise the theme in public. They are kept out of the sitemap and the search index.</p>
        <ul>
          <li>
            <Link to="/tests/docs/">Test docs</Link>
          </li>
          <li>
            <Link to="/tests/blog/">Test blog</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
