import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Feature} from '@site/src/data/features';
import styles from './styles.module.css';

/** A responsive grid of feature cards, each linking to the page that explains it. */
export default function FeatureList({features}: {readonly features: readonly Feature[]}): React.ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <img className={styles.illustration} src={feature.illustration} alt="" width={120} height={80} />
          <Heading as="h3">
            <Link to={feature.link}>{feature.title}</Link>
          </Heading>
          <p>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
