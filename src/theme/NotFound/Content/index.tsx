// Wrapped: after the theme's "Page Not Found" text, offer the three pages that best match the words of the
// missing URL (searched in the browser after hydration), and name the site root canonical instead of /404.html/.
import React, {lazy, Suspense, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Loaded after hydration: every docs route can render this page, so its code would otherwise join their first load.
const PageSuggestions = lazy(() => import('./PageSuggestions'));

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // The page is prerendered once, at /404.html, and hydrated at whatever URL was missing: the suggestions depend on
  // that URL, so they render only in the browser, after hydration (else the HTML would not match).
  const isBrowser = useIsBrowser();
  return (
    <>
      <Head>
        {/* The theme would name the URL of the 404 file (`/404.html/`) canonical: point at the site instead. */}
        <link rel="canonical" href={`${siteConfig.url}${siteConfig.baseUrl}`} />
      </Head>
      <Content {...props} />
      {isBrowser && (
        <Suspense fallback={null}>
          <PageSuggestions />
        </Suspense>
      )}
    </>
  );
}
