import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './z-index.module.css';

export default function ZIndexTests(): React.ReactNode {
  return (
    <Layout
      title="Z-index tests"
      description="Sticky and fixed elements of a page against the navbar and the mobile menu."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Z-index tests</Heading>
        <p>
          The navbar, its dropdowns and the mobile menu must stay above anything a page positions itself. This page adds
          a sticky bar, a fixed badge and an element with a very large z-index; scroll down, open a navbar dropdown, and
          on a narrow window open the mobile menu, to check that the theme always wins.
        </p>

        <Heading as="h2" id="sticky-bar">
          A sticky bar
        </Heading>
        <div className={styles.stickyBar}>This bar sticks just below the navbar while you scroll.</div>
        <p>
          The bar above uses <code>position: sticky</code> with a z-index of 1. While scrolling down it must stay pinned
          below the navbar; when the navbar hides on scroll, a gap opens above the bar, and when the navbar comes back
          it must be drawn above the bar. Near the end of the page the bar scrolls away under the navbar, never over it.
        </p>

        <Heading as="h2" id="fixed-badge">
          A fixed badge
        </Heading>
        <p>
          The badge in the bottom-left corner of the window uses <code>position: fixed</code> and a z-index one below
          the navbar. It stays in place while scrolling. On a narrow window, opening the mobile menu must cover it,
          along with its backdrop that dims the rest of the page.
        </p>

        <Heading as="h2" id="isolated-stacking">
          A very large z-index inside an isolated container
        </Heading>
        <p>
          The dashed box below creates its own stacking context with <code>isolation: isolate</code>. The element inside
          it has a z-index of 9999, yet it must pass under the navbar when scrolled beneath it, because its z-index only
          counts inside the box.
        </p>
        <div className={styles.isolated}>
          <div className={styles.hugeZIndex}>z-index: 9999, contained by its isolated parent</div>
        </div>

        <div className={styles.tall}>
          <p>
            This space makes the page tall enough to scroll: keep scrolling and watch the sticky bar, the badge and the
            dashed box pass the navbar.
          </p>
        </div>
        <div className={styles.fixedBadge}>A fixed badge</div>
      </main>
    </Layout>
  );
}
