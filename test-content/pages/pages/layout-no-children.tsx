import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * The theme layout must render even when it receives no children at all: its error boundary then has
 * nothing to render, which once crashed the page. The layout below gets no children, so every route
 * still needs a visible heading, which is rendered after the layout, outside it, in a plain <main>.
 * The footer is switched off so that this explanation is the last thing on the page.
 */
export default function LayoutNoChildren(): React.ReactNode {
  return (
    <>
      <Layout title="Layout with no children" description="The theme layout rendered without any children." noFooter />
      <main className="container margin-vert--lg">
        <Heading as="h1">Layout with no children</Heading>
        <p>
          This page renders the theme layout with no children. A visitor should see the announcement bar and the navbar
          as on any page, then an empty area: the main wrapper of the layout, which has nothing inside it and stretches
          to fill the window.
        </p>
        <p>
          This text and its heading are rendered after the layout, outside it, so that the page still has a title to
          read. The footer is turned off so that this explanation stays at the end of the page.
        </p>
      </main>
    </>
  );
}
