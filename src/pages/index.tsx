import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeHero from '@site/src/components/HomeHero';
import FeatureList from '@site/src/components/FeatureList';
import ShowcaseStrip from '@site/src/components/ShowcaseStrip';
import LatestPosts from '@site/src/components/LatestPosts';
import {features} from '@site/src/data/features';
import styles from './index.module.css';

export default function Home(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <HomeHero />
      <main>
        <section className={styles.section} aria-labelledby="why">
          <div className="container">
            <Heading as="h2" id="why">
              Why Docusaurus
            </Heading>
            <FeatureList features={features} />
          </div>
        </section>
        <section className={styles.sectionAlt} aria-labelledby="showcase">
          <div className="container">
            <Heading as="h2" id="showcase">
              Built with Docusaurus
            </Heading>
            <ShowcaseStrip />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="latest-posts">
          <div className="container">
            <Heading as="h2" id="latest-posts">
              From the blog
            </Heading>
            <LatestPosts />
          </div>
        </section>
      </main>
    </Layout>
  );
}
