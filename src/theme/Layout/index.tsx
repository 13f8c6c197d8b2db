// Wrapped: the /tests/ pages (test docs, test blog, test pages) only exercise the theme; every one of them asks
// search engines not to index it. One wrapper covers the three plugins' pages, including generated list and tag pages.
import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): React.ReactNode {
  const testsPath = useBaseUrl('/tests/');
  const {pathname} = useLocation();
  return (
    <>
      {pathname.startsWith(testsPath) && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      <Layout {...props} />
    </>
  );
}
