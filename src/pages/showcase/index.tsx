// The showcase: sites built with Docusaurus, from src/data/showcase, filtered by tag and name.
// The data file holds the sites; this page only arranges the filter panel and the cards.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ShowcaseFilters from './_components/ShowcaseFilters';
import ShowcaseCards from './_components/ShowcaseCards';
import ShowcaseTagColors from './_components/ShowcaseTagColors';
import styles from './styles.module.css';

const TITLE = 'Docusaurus Site Showcase';
const DESCRIPTION = 'Websites built with Docusaurus: open-source projects, products and personal sites.';

function ShowcaseHeader(): ReactNode {
  return (
    <header className={clsx('container', styles.header)}>
      <Heading as="h1">{TITLE}</Heading>
      <p className={styles.intro}>
        Teams of every size publish their documentation with Docusaurus. Browse their sites for ideas, narrow the list
        by tag or name, and open the source of the open ones to see how they are built.
      </p>
    </header>
  );
}

export default function Showcase(): ReactNode {
  return (
    <Layout title="Showcase" description={DESCRIPTION}>
      <ShowcaseTagColors />
      <main className="margin-bottom--lg">
        <ShowcaseHeader />
        <ShowcaseFilters />
        <ShowcaseCards />
      </main>
    </Layout>
  );
}
