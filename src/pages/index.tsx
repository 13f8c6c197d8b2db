import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import HomeSection from '@site/src/components/HomeSection';
import FeatureList from '@site/src/components/FeatureList';
import ShowcaseStrip from '@site/src/components/ShowcaseStrip';
import LatestPosts from '@site/src/components/LatestPosts';
import {features} from '@site/src/data/features';

export default function Home(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      {/* The hero's <header> sits inside <main>, so it is not a second banner landmark. */}
      <main>
        <HomeHero />
        <HomeSection id="why" title="Why Docusaurus">
          <FeatureList features={features} />
        </HomeSection>
        <HomeSection id="showcase" title="Built with Docusaurus" alt>
          <ShowcaseStrip />
        </HomeSection>
        <HomeSection id="latest-posts" title="From the blog">
          <LatestPosts />
        </HomeSection>
      </main>
    </Layout>
  );
}
