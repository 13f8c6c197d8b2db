import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeHero from '@site/src/components/HomeHero';
import FeatureList from '@site/src/components/FeatureList';
import {features} from '@site/src/data/features';

export default function Home(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <HomeHero />
      <main className="container margin-vert--xl">
        <Heading as="h2">Why Docusaurus</Heading>
        <FeatureList features={features} />
      </main>
    </Layout>
  );
}
